import { configFromEnv } from '../src/config';

it('has safe defaults', () => {
  const config = configFromEnv({});
  expect(config.authRateLimitPerIp).toBe(20);
  expect(config.authRateLimitPerAccount).toBe(10);
  expect(config.authRateLimitWindowMs).toBe(60_000);
  expect(config.tokenTtlSeconds).toBe(7 * 24 * 3600);
  expect(config.corsOrigins).toEqual(
    expect.arrayContaining(['http://localhost:4100', 'http://127.0.0.1:4104']),
  );
});

it('reads the environment, ignoring nonsense', () => {
  const config = configFromEnv({
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_RATE_LIMIT_ACCOUNT: '5',
    TOKEN_TTL_SECONDS: 'soon',
    CORS_ORIGINS: 'http://a.test, http://b.test ,',
  });
  expect(config.authRateLimitPerIp).toBe(1000);
  expect(config.authRateLimitPerAccount).toBe(5);
  expect(config.tokenTtlSeconds).toBe(7 * 24 * 3600);
  expect(config.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
});
