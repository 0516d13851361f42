// The per-IP request limit of the auth routes (@fastify/rate-limit) is one
// budget for every API process on one database (PostgreSQL, or one SQLite
// file), counted in table rate_limits.
import type { FastifyInstance } from 'fastify';
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
  expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  expect((await login(a, ip, 5)).statusCode).toBe(429);
  // Another address has its own budget; a restarted process still counts the first.
  expect((await login(b, '10.9.0.2', 6)).statusCode).toBe(422);
  expect((await login(await t.another(), ip, 7)).statusCode).toBe(429);
});

it('counts concurrent requests through both instances exactly', async () => {
  const ip = '10.9.0.3';
  const codes = await Promise.all(
    Array.from({ length: 8 }, (_, i) => login(t.apps[i % 2]!, ip, 100 + i)),
  );
  expect(codes.map((r) => r.statusCode).sort()).toEqual([422, 422, 422, 429, 429, 429, 429, 429]);
});
