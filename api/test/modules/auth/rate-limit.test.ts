import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../helpers/test-app';

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { authRateLimitPerIp: 5, authRateLimitPerAccount: 3, authRateLimitWindowMs: 60_000 },
    });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: ip,
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

  it('locks an account after repeated failures, from any IP, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login('reviewer@test.local', 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(
        422,
      );
    }
    const locked = await login('reviewer@test.local', TEST_PASSWORD, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many login attempts/);
    expect((await login('editor-in-chief@test.local', TEST_PASSWORD, '10.1.0.9')).statusCode).toBe(
      200,
    );
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
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
