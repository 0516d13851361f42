// The cap on guessing and the device cookie across API processes on one
// database: guesses through either process spend one allowance, and a cookie
// one process set is known to the other (they share APP_KEY, as deployed).
import type { FastifyInstance } from 'fastify';
import { buildInstances, type Instances } from '../../helpers/shared-database';

let t: Instances;
beforeAll(async () => {
  t = await buildInstances({
    authRateLimitPerIp: 20,
    authRateLimitPerAccount: 10,
    authLoginSlowdownMaxMs: 1,
    appKey: 'shared-app-key',
  });
});
afterAll(async () => t.close());

const login = (app: FastifyInstance, email: string, password: string, ip: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

it('counts guesses through both processes together and knows the owner on either', async () => {
  const [a, b] = t.apps as [FastifyInstance, FastifyInstance];
  const owner = await t.createUser(['author']);
  const known = await login(a, owner.email, 'secret-password', '198.51.100.1');
  expect(known.statusCode).toBe(200);
  const cookie = String(known.headers['set-cookie']).split(';')[0]!;

  // 40 addresses, one guess each, sent at once and spread over both processes.
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      login(i % 2 ? a : b, owner.email, `guess-${i}`, `198.51.100.${10 + i}`),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(20);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20);

  for (const app of [a, b]) {
    expect((await login(app, owner.email, 'secret-password', '198.51.100.99')).statusCode).toBe(
      429,
    );
    expect(
      (await login(app, owner.email, 'secret-password', '198.51.100.99', cookie)).statusCode,
    ).toBe(200);
  }
});
