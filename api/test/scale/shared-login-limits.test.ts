// Sign-in limits shared by every API process on one database (PostgreSQL, or
// one SQLite file): a lockout made through one instance holds on another and
// after a restart, and concurrent failures are each counted.
import type { FastifyInstance } from 'fastify';
import { RateLimiterKysely } from '../../src/modules/auth/rate-limiter-kysely';
import { buildInstances, type Instances } from '../helpers/shared-database';

let t: Instances;
beforeAll(async () => {
  t = await buildInstances({
    authRateLimitPerAccount: 2,
    authRateLimitWindowMs: 60_000,
    authLoginDelayMs: 30_000,
    authLoginSlowdownMaxMs: 10,
  });
});
afterAll(async () => t.close());

const login = (app: FastifyInstance, email: string, password: string, ip = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

it('a lockout made through one instance holds on the other and after a restart', async () => {
  const user = await t.createUser(['author']);
  const [a, b] = t.apps;
  // Two free failures through A, one through B: the pair is now blocked.
  const first = await login(a, user.email, 'wrong-password-1');
  expect(first.statusCode).toBe(422); // wrong password: a field error
  expect((await login(b, user.email, 'wrong-password-2')).statusCode).toBe(422);
  expect((await login(a, user.email, 'wrong-password-3')).statusCode).toBe(422);
  const onB = await login(b, user.email, 'secret-password');
  expect(onB.statusCode).toBe(429);
  expect(Number(onB.headers['retry-after'])).toBeGreaterThan(20);
  const restarted = await t.another();
  expect((await login(restarted, user.email, 'secret-password')).statusCode).toBe(429);
  // Another address is not blocked; its success clears the account's counter only.
  expect((await login(restarted, user.email, 'secret-password', '10.1.0.2')).statusCode).toBe(200);
});

it('concurrent failures through both instances are each counted', async () => {
  const options = { keyPrefix: 'concurrent', points: 100, duration: 60 };
  const one = new RateLimiterKysely(t.dbs[0], options);
  const other = new RateLimiterKysely(t.dbs[1], options);
  const counts = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? one : other).penalty('k')),
  );
  expect(counts.map((c) => c.consumedPoints).sort((x, y) => x - y)).toEqual(
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  expect((await other.get('k'))?.consumedPoints).toBe(20);
});

it('a window that ended starts over', async () => {
  const limiter = new RateLimiterKysely(t.dbs[0], { keyPrefix: 'ended', points: 1, duration: 60 });
  await limiter.penalty('k', 3);
  const later = Date.now() + 61_000;
  jest.spyOn(Date, 'now').mockImplementation(() => later);
  try {
    expect(await limiter.get('k')).toBeNull();
    expect(await limiter.penalty('k')).toMatchObject({ consumedPoints: 1 });
  } finally {
    jest.restoreAllMocks();
  }
});
