// API processes starting together on an empty database migrate and
// seed once (the start-up lock); without it the second seed crashed on the
// unique e-mail index.
import { sql } from 'kysely';
import { prepareDatabase } from '../../src/seed/index';
import { openSharedDatabase, type SharedDatabase } from '../helpers/shared-database';

let shared: SharedDatabase;
beforeAll(async () => {
  shared = await openSharedDatabase();
});
afterAll(async () => shared.close());

it('two seeders racing on one empty database: one migrates and seeds, the other finds it done', async () => {
  const [a, b] = [shared.open(), shared.open()];
  const results = await Promise.all([
    prepareDatabase(a, { schema: shared.schema }),
    prepareDatabase(b, { schema: shared.schema }),
  ]);
  expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
  const users = await a
    .selectFrom('users')
    .select([sql<number>`count(*)`.as('all'), sql<number>`count(distinct email)`.as('distinct')])
    .executeTakeFirstOrThrow();
  expect(Number(users.all)).toBeGreaterThanOrEqual(60);
  expect(Number(users.distinct)).toBe(Number(users.all));
  const admins = await b
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@colophon.test')
    .execute();
  expect(admins).toHaveLength(1);
  // A third process starting later seeds nothing either.
  expect(await prepareDatabase(shared.open(), { schema: shared.schema })).toEqual({
    seeded: false,
  });
}, 120_000);
