// Issue 18: the per-IP request limit of the auth routes (@fastify/rate-limit)
// is one budget for every API process on PostgreSQL (table rate_limit_hits);
// on SQLite each process counts in its own memory.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  countHit,
  purgeHits,
  rateLimitStoreFor,
} from '../../src/modules/auth/postgres-rate-limit-store';
import { buildInstances, type Instances } from '../helpers/shared-database';

let t: Instances;
beforeAll(async () => {
  t = await buildInstances({ authRateLimitPerIp: 3, authRateLimitWindowMs: 60_000 });
});
afterAll(async () => t.close());

const login = (app: FastifyInstance, ip: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    // A different account each time: only the per-IP limit is at work.
    payload: { email: `nobody${n}@test.local`, password: 'wrong-password' },
    remoteAddress: ip,
  });

const postgres = !!process.env.TEST_DATABASE_URL;

it('chooses the store by database: PostgreSQL shares a table, SQLite keeps memory', () => {
  expect(rateLimitStoreFor(t.dbs[0]) !== undefined).toBe(postgres);
});

if (postgres) {
  it('two instances spend one budget per address', async () => {
    const [a, b] = t.apps;
    const ip = '10.9.0.1';
    const codes = [
      (await login(a, ip, 1)).statusCode,
      (await login(b, ip, 2)).statusCode,
      (await login(a, ip, 3)).statusCode,
    ];
    expect(codes).toEqual([422, 422, 422]);
    const fourth = await login(b, ip, 4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/Too many attempts/);
    expect((await login(a, ip, 5)).statusCode).toBe(429);
    // Another address has its own budget; a restarted process still counts the first.
    expect((await login(b, '10.9.0.2', 6)).statusCode).toBe(422);
    expect((await login(await t.another(), ip, 7)).statusCode).toBe(429);
  });

  it('counts concurrent hits exactly; a window that ended starts over and is purged', async () => {
    const db = t.dbs[0];
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => countHit(t.dbs[i % 2]!, 'k', 60_000)),
    );
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
    await sql`update rate_limit_hits set window_ends = 0 where key = 'k'`.execute(db);
    expect(await countHit(db, 'k', 60_000)).toMatchObject({ current: 1 });
    await sql`update rate_limit_hits set window_ends = 0 where key = 'k'`.execute(db);
    await purgeHits(db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from rate_limit_hits where key = 'k'`.execute(db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
} else {
  it('each process has its own budget', async () => {
    const [a, b] = t.apps;
    const ip = '10.9.0.1';
    for (let n = 1; n <= 3; n++) expect((await login(a, ip, n)).statusCode).toBe(422);
    expect((await login(a, ip, 4)).statusCode).toBe(429);
    expect((await login(b, ip, 5)).statusCode).toBe(422);
  });
}
