// The migrations run up and down, and concurrent migrators take turns.
import { sql } from 'kysely';
import { migrateToLatest, withMigrator } from '../../src/db/migrate';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let schema: string | undefined;
beforeAll(async () => {
  t = await buildTestApp();
  schema =
    t.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s
      : undefined;
});
afterAll(async () => t.close());

it('migrations are idempotent and reversible', async () => {
  expect((await migrateToLatest(t.db, schema)).results).toEqual([]);
  const down = await withMigrator(t.db, schema, (migrator) => migrator.migrateDown());
  expect(down.error).toBeUndefined();
  const up = await migrateToLatest(t.db, schema);
  expect(up.results?.map((r) => r.status)).toEqual(['Success']);
});

// PostgreSQL: an advisory lock across processes; SQLite: a lock file across processes, and a
// process's own migrators queue before it.
it('runs one migrator at a time', async () => {
  const events: string[] = [];
  const run = (name: string) =>
    withMigrator(t.db, schema, async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`${name} ends`);
    });
  await Promise.all([run('a'), run('b'), migrateToLatest(t.db, schema)]);
  const [first, second] = [events[0]!.split(' ')[0], events[2]!.split(' ')[0]];
  expect(events).toEqual([
    `${first} starts`,
    `${first} ends`,
    `${second} starts`,
    `${second} ends`,
  ]);
});
