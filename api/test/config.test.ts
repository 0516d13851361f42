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

it('trusts X-Forwarded-For only from the listed proxies', () => {
  expect(configFromEnv({}).trustedProxies).toEqual([]);
  expect(configFromEnv({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.0/8' }).trustedProxies).toEqual([
    '127.0.0.1',
    '::1',
    '10.0.0.0/8',
  ]);
  // The old switch no longer means "believe anyone": loopback only.
  expect(configFromEnv({ TRUST_PROXY: 'true' }).trustedProxies).toEqual(['loopback']);
});

it('has sign-in delays and verification-link settings', () => {
  const config = configFromEnv({ APP_URL: 'https://panel.example/', APP_KEY: 'k' });
  expect(config.appUrl).toBe('https://panel.example');
  expect(config.appKey).toBe('k');
  expect(config.authLoginDelayMs).toBe(1_000);
  expect(config.authLoginDelayMaxMs).toBe(15 * 60_000);
  expect(config.emailVerificationTtlSeconds).toBe(24 * 3600);
  // Without APP_KEY each process draws its own.
  expect(configFromEnv({}).appKey).not.toBe(configFromEnv({}).appKey);
});

it('has the rollout watcher and section health settings', () => {
  const defaults = configFromEnv({});
  expect(defaults.rolloutWatchIntervalMs).toBe(30_000);
  expect(defaults.healthRetentionDays).toBe(14);
  expect(defaults.healthSampleRate).toBe(1);
  expect(defaults.healthRateLimitPerMinute).toBe(120);
  const set = configFromEnv({
    ROLLOUT_WATCH_INTERVAL_MS: '1000',
    HEALTH_RETENTION_DAYS: '7',
    HEALTH_SAMPLE_RATE: '0.1',
    HEALTH_RATE_LIMIT: '600',
  });
  expect(set.rolloutWatchIntervalMs).toBe(1000);
  expect(set.healthRetentionDays).toBe(7);
  expect(set.healthSampleRate).toBe(0.1);
  expect(set.healthRateLimitPerMinute).toBe(600);
  expect(configFromEnv({ ROLLOUT_WATCH_INTERVAL_MS: '0' }).rolloutWatchIntervalMs).toBe(0);
  expect(configFromEnv({ HEALTH_SAMPLE_RATE: '0' }).healthSampleRate).toBe(0);
  expect(configFromEnv({ HEALTH_SAMPLE_RATE: '2' }).healthSampleRate).toBe(1);
});
