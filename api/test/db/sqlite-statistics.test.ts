// SQLite keeps ANALYZE's averages but not its per-value samples
// (src/db/sqlite-statistics.ts): with them, a statement whose plan read a
// bound value was planned again on every run. Always on an in-memory SQLite
// database, whatever the suite's dialect.
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../src/db/database';
import { dropValueSamples } from '../../src/db/sqlite-statistics';
import { migrations } from '../../src/db/migrate';
import { analyzeDatabase } from '../../src/seed/seed.repository';

let db: Database;
beforeEach(async () => {
  db = createDatabase({ dialect: 'sqlite', file: ':memory:' });
  await sql`create table notes (id integer primary key, status text not null)`.execute(db);
  await sql`create index notes_status on notes (status)`.execute(db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 300)
    insert into notes (status)
    select case i % 3 when 0 then 'draft' when 1 then 'sent' else 'read' end from n`.execute(db);
});
afterEach(() => db.destroy());

const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!
      .n,
  );

it('the seed analyzes: averages kept, per-value samples gone', async () => {
  await analyzeDatabase(db);
  expect(await count('sqlite_stat1')).toBeGreaterThan(0);
  expect(await count('sqlite_stat4')).toBe(0);
});

it('migration 0018 removes the samples an earlier ANALYZE left', async () => {
  await sql`analyze`.execute(db);
  expect(await count('sqlite_stat4')).toBeGreaterThan(0);
  await migrations['0018-plans-on-averages']!.up(db);
  expect(await count('sqlite_stat4')).toBe(0);
  expect(await count('sqlite_stat1')).toBeGreaterThan(0);
});

it('does nothing on a database never analyzed', async () => {
  await expect(dropValueSamples(db)).resolves.toBeUndefined();
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where name like 'sqlite_stat%'`.execute(db);
  expect(tables.rows).toEqual([]);
});
