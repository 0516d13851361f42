// The SQLite connection caches prepared statements (Kysely prepares on every
// execution). Always on an in-memory SQLite database, whatever the suite's dialect.
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../src/db/database';

let db: Database;
beforeEach(async () => {
  db = createDatabase({ dialect: 'sqlite', file: ':memory:' });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  await sql`insert into notes (body) values ('a'), ('b'), ('c')`.execute(db);
});
afterEach(() => db.destroy());

const notes = () => sql<{ body: string }>`select body from notes order by id`;

it('runs a cached statement again after a stream of it, with the same rows', async () => {
  const typed = db.withTables<{ notes: { id: number; body: string } }>();
  const streamed: string[] = [];
  for await (const row of typed.selectFrom('notes').select('body').orderBy('id').stream()) {
    streamed.push(row.body);
  }
  const first = await notes().execute(db);
  const second = await notes().execute(db);
  expect(streamed).toEqual(['a', 'b', 'c']);
  expect(first.rows.map((r) => r.body)).toEqual(streamed);
  expect(second.rows).toEqual(first.rows);
});

it('sees rows written after the statement was first prepared', async () => {
  const count = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n);
  expect(await count()).toBe(3);
  await sql`insert into notes (body) values ('d')`.execute(db);
  expect(await count()).toBe(4);
});

it('binds new parameters on every run of a cached statement', async () => {
  const find = async (body: string) =>
    (await sql<{ id: number }>`select id from notes where body = ${body}`.execute(db)).rows[0]?.id;
  expect(await find('a')).toBe(1);
  expect(await find('c')).toBe(3);
  expect(await find('z')).toBeUndefined();
});
