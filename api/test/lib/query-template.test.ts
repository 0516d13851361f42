// Query templates (lib/query-template.ts): compiled once per shape, run with
// each call's values; a value that would not reach the SQL as a parameter is
// refused. On an in-memory SQLite database, whatever the suite's dialect.
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../src/db/database';
import { countLiteral, queryTemplate } from '../../src/db/performance/query-template';

type Notes = { notes: { id: number; body: string; pinned: number } };
let db: Database;
const typed = () => db.withTables<Notes>();

beforeEach(async () => {
  db = createDatabase({ dialect: 'sqlite', file: ':memory:' });
  await sql`create table notes (id integer primary key, body text not null, pinned integer not null)`.execute(
    db,
  );
  await sql`insert into notes (body, pinned) values ('a', 1), ('b', 0), ('c', 1)`.execute(db);
});
afterEach(() => db.destroy());

it('builds a shape once and runs it with each call’s values', async () => {
  let builds = 0;
  const byBody = queryTemplate((_db, v: { body: string }) => {
    builds++;
    return typed().selectFrom('notes').select('id').where('body', '=', v.body);
  });
  expect((await byBody.first(db, { body: 'a' }))?.id).toBe(1);
  expect((await byBody.first(db, { body: 'c' }))?.id).toBe(3);
  expect(await byBody.first(db, { body: 'z' })).toBeUndefined();
  expect(builds).toBe(1);
});

it('keeps constants of the shape and compiles each shape and set of values apart', async () => {
  const notes = queryTemplate(
    (_db, v: { pinned?: number; limit: number }, shape: { desc: boolean }) => {
      let query = typed()
        .selectFrom('notes')
        .select('body')
        .where('body', '!=', 'b')
        .orderBy('id', shape.desc ? 'desc' : 'asc');
      if (v.pinned !== undefined) query = query.where('pinned', '=', v.pinned);
      return query.limit(v.limit);
    },
  );
  const bodies = async (v: { pinned?: number; limit: number }, desc: boolean) =>
    (await notes.rows(db, v, { desc })).map((r) => r.body);
  expect(await bodies({ limit: 5 }, false)).toEqual(['a', 'c']);
  expect(await bodies({ limit: 1 }, true)).toEqual(['c']);
  expect(await bodies({ pinned: 0, limit: 5 }, false)).toEqual([]);
  expect(await bodies({ pinned: 1, limit: 5 }, true)).toEqual(['c', 'a']);
  const compiled = notes.compile(db, { pinned: 1, limit: 2 }, { desc: true });
  expect(compiled.parameters).toEqual(['b', 1, 2]);
});

it('refuses a value that reaches the SQL text', () => {
  const inlined = queryTemplate((_db, v: { body: string }) =>
    typed().selectFrom('notes').select('id').where('body', '=', sql.lit(v.body)),
  );
  expect(() => inlined.compile(db, { body: 'a' })).toThrow(/part of the SQL/);
});

it('refuses a value changed on its way to the SQL', () => {
  const encoded = queryTemplate((_db, v: { body: string }) =>
    typed().selectFrom('notes').select('id').where('body', '=', JSON.stringify(v.body)),
  );
  expect(() => encoded.compile(db, { body: 'a' })).toThrow(/changed on its way/);
});

it('binds booleans as 1 and 0 on SQLite', async () => {
  await typed()
    .insertInto('notes')
    .values({ body: 'd', pinned: true } as never)
    .execute();
  const pinned = queryTemplate((_db, v: { pinned: boolean }) =>
    typed()
      .selectFrom('notes')
      .select('body')
      .where('pinned', '=', v.pinned as unknown as number)
      .orderBy('id'),
  );
  expect((await pinned.rows(db, { pinned: true })).map((r) => r.body)).toEqual(['a', 'c', 'd']);
  expect((await pinned.rows(db, { pinned: false })).map((r) => r.body)).toEqual(['b']);
});

it('writes a count of the shape into the SQL, and refuses anything but a safe integer', async () => {
  const firstOf = queryTemplate((_db, v: { pinned: number }, shape: { limit: number }) =>
    typed()
      .selectFrom('notes')
      .select('body')
      .where('pinned', '=', v.pinned)
      .orderBy('id')
      .limit(countLiteral(shape.limit)),
  );
  const compiled = firstOf.compile(db, { pinned: 1 }, { limit: 1 });
  expect(compiled.sql).toMatch(/ limit 1$/);
  expect(compiled.parameters).toEqual([1]);
  expect((await firstOf.rows(db, { pinned: 1 }, { limit: 1 })).map((r) => r.body)).toEqual(['a']);
  expect((await firstOf.rows(db, { pinned: 1 }, { limit: 5 })).map((r) => r.body)).toEqual([
    'a',
    'c',
  ]);
  for (const bad of [1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
    expect(() => countLiteral(bad)).toThrow(/Not a count/);
  }
});
