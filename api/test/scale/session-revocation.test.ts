import type { FastifyInstance } from 'fastify';
import { sessionCacheOf } from '../../src/modules/auth/session-cache';
import { findRolesByNames, replaceUserRoles } from '../../src/modules/users/roles.repository';
import { buildInstances, type Instances } from '../helpers/shared-database';

// Two API processes on one database, each with its session cache: what one
// writes counts on the other at the other's next request. SQLite: the other
// connection's commit moved B's data_version. PostgreSQL: A does not answer
// until every listening process has dropped its kept sessions and said so
// (db/pg-listener.ts); the scale-out suite checks the same between real
// processes behind nginx (scaleout/checks/shared-state.mjs).
let inst: Instances;
beforeAll(async () => {
  inst = await buildInstances();
});
afterAll(async () => inst.close());

const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** Asks B until its answer comes from memory (PostgreSQL: once its LISTEN connection is up). */
async function keptOnB(url: string, token: string) {
  const cache = sessionCacheOf(inst.dbs[1])!;
  for (let attempt = 0; attempt < 100; attempt++) {
    const hits = cache.counts.hits;
    expect((await get(inst.apps[1], url, token)).statusCode).toBe(200);
    if (cache.counts.hits > hits) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('B never answered the session from memory');
}

const answerOnB = async (url: string, token: string) =>
  (await get(inst.apps[1], url, token)).statusCode;

it('a sign-out on A refuses the token on B', async () => {
  const user = await inst.createUser(['author']);
  const token = await inst.tokenFor(user.id);
  await keptOnB('auth/me', token);
  const out = await inst.apps[0].inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.statusCode).toBe(200);
  expect(await answerOnB('auth/me', token)).toBe(401);
});

it('a role taken away on A counts on B', async () => {
  const user = await inst.createUser(['admin']);
  const token = await inst.tokenFor(user.id);
  await keptOnB('users', token);
  const author = await findRolesByNames(inst.dbs[0], ['author']);
  await replaceUserRoles(
    inst.dbs[0],
    user.id,
    author.map((r) => r.id),
  );
  expect(await answerOnB('users', token)).toBe(403);
});

it('an owner deleted on A is refused on B', async () => {
  const user = await inst.createUser(['author']);
  const token = await inst.tokenFor(user.id);
  await keptOnB('auth/me', token);
  await inst.dbs[0]
    .updateTable('users')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', user.id)
    .execute();
  expect(await answerOnB('auth/me', token)).toBe(401);
});
