// Sign-in limits: per account + IP growing waits, a per-IP
// limit, a stranger cannot lock the owner out, X-Forwarded-For only from a
// trusted proxy.
import { loginGuardOf } from '../../../src/modules/auth/login-guard';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../helpers/test-app';

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        authRateLimitPerIp: 5,
        authRateLimitPerAccount: 3,
        authRateLimitWindowMs: 60_000,
        authLoginDelayMs: 4_000,
        authLoginSlowdownMaxMs: 400,
        trustedProxies: ['127.0.0.1'],
      },
    });
  });
  afterAll(async () => t.close());

  const login = (
    email: string,
    password: string,
    ip: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      headers,
    });

  it('limits login attempts per IP with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login('author@test.local', TEST_PASSWORD, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await login('author@test.local', TEST_PASSWORD, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await login('author@test.local', TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('makes an account + IP pair wait after its free failures, with a growing wait', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(422);
    // The fourth failure starts a wait (4 s); the next attempt, even right, is refused.
    expect((await login(user.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(422);
    const waiting = await login(user.email, user.password, '10.3.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(
      /^Too many login attempts\. Please try again in 4 seconds\.$/,
    );
    expect(waiting.headers['retry-after']).toBe('4');
  });

  it('lets the owner in from a new IP while a stranger fails from many: slowed, not refused', async () => {
    const owner = await t.createUser();
    // A stranger guesses from nine addresses: each pair stays under its free failures,
    // the account as a whole is far past them (and 18 stays under the account's
    // allowance for unknown devices, device-cookies.test.ts).
    for (let ip = 0; ip < 9; ip++) {
      for (let i = 0; i < 2; i++) {
        expect((await login(owner.email, `guess-${ip}-${i}`, `10.4.${ip}.1`)).statusCode).toBe(422);
      }
    }
    // The guard's verdicts, not the clock: a loaded machine makes any request slow.
    const check = jest.spyOn(loginGuardOf(t.app.config), 'check');
    try {
      const res = await login(owner.email, owner.password, '10.4.200.1');
      expect(res.statusCode).toBe(200);
      // Slowed by the account's failures (capped at 400 ms here).
      expect(await check.mock.results[0]!.value).toEqual({ allowed: true, slowdownMs: 400 });
      // The success cleared the account's counter: the next sign-in is not slowed.
      expect((await login(owner.email, owner.password, '10.4.201.1')).statusCode).toBe(200);
      expect(await check.mock.results[1]!.value).toEqual({ allowed: true, slowdownMs: 0 });
    } finally {
      check.mockRestore();
    }
  });

  it("a stranger's waits never refuse the owner on another IP", async () => {
    const owner = await t.createUser();
    for (let i = 0; i < 6; i++) await login(owner.email, 'wrong-password', '10.5.0.1');
    expect((await login(owner.email, owner.password, '10.5.0.1')).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '10.5.0.2')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const victim = await t.createUser();
    // From the trusted proxy (127.0.0.1), the client is the forwarded address.
    for (let i = 0; i < 4; i++) {
      await login(victim.email, 'wrong-password', '127.0.0.1', {
        'x-forwarded-for': '203.0.113.7',
      });
    }
    expect(
      (
        await login(victim.email, victim.password, '127.0.0.1', {
          'x-forwarded-for': '203.0.113.7',
        })
      ).statusCode,
    ).toBe(429);
    // Another client behind the same proxy is not affected by that one's failures.
    expect(
      (
        await login(victim.email, victim.password, '127.0.0.1', {
          'x-forwarded-for': '203.0.113.8',
        })
      ).statusCode,
    ).toBe(200);

    // From anywhere else a forged header changes nothing: the socket address counts.
    const other = await t.createUser();
    for (let i = 0; i < 4; i++) {
      await login(other.email, 'wrong-password', '198.51.100.9', {
        'x-forwarded-for': `192.0.2.${i}`,
      });
    }
    expect(
      (
        await login(other.email, other.password, '198.51.100.9', {
          'x-forwarded-for': '192.0.2.99',
        })
      ).statusCode,
    ).toBe(429);
  });

  it('a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login(`nobody${i}@test.local`, 'wrong-password', '198.51.100.50', {
        'x-forwarded-for': `192.0.2.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('limits registration per IP', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '10.2.0.1',
        payload: {
          name: 'Some One',
          email: `reg${i}@x.org`,
          password: 'secret-pass',
          password_confirmation: 'secret-pass',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
