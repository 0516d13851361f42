// Runtime settings read from the environment (every one has a default).
import crypto from 'node:crypto';
import { type ReleasesConfig, releasesConfigFromEnv } from './modules/remotes/releases-config';

/** The host (4100) and every section's own origin, at their default ports (section.json). */
const defaultOrigins = (releases: ReleasesConfig) =>
  [4100, ...releases.sections.map((manifest) => manifest.port)].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]);

export type AppConfig = {
  /** Origins allowed by CORS (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** Max JSON body in bytes (BODY_LIMIT, default 1 MiB). */
  bodyLimit: number;
  /** Access-token lifetime in seconds (TOKEN_TTL_SECONDS, default 7 days). */
  tokenTtlSeconds: number;
  /**
   * Login + register attempts per IP per window (AUTH_RATE_LIMIT_IP, default 20).
   * AUTH_RATE_LIMIT_MAX sets both auth limits at once (e.g. 1000 for e2e runs).
   */
  authRateLimitPerIp: number;
  /**
   * Failed logins of one account from one client IP before each further failure
   * makes that pair wait (AUTH_RATE_LIMIT_ACCOUNT, default 10); also the failures
   * of an account from all IPs before every attempt on it is slowed down.
   */
  authRateLimitPerAccount: number;
  /** Window of the auth limits in ms (AUTH_RATE_LIMIT_WINDOW_MS, default 60 000). */
  authRateLimitWindowMs: number;
  /** First wait after the free failures, doubling each failure (AUTH_LOGIN_DELAY_MS, default 1 000). */
  authLoginDelayMs: number;
  /** Longest wait of an account + IP pair (AUTH_LOGIN_DELAY_MAX_MS, default 15 minutes). */
  authLoginDelayMaxMs: number;
  /**
   * Longest slowdown of a sign-in to an account under attack from elsewhere
   * (AUTH_LOGIN_SLOWDOWN_MAX_MS, default 2 000): the owner waits, never is refused.
   */
  authLoginSlowdownMaxMs: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: comma-separated
   * addresses, CIDRs or proxy-addr names such as `loopback`). Empty: the client IP
   * is the socket's. TRUST_PROXY=true alone means `loopback`, never "everyone".
   */
  trustedProxies: string[];
  /** The panel's address, for links in mail (APP_URL, default the first CORS origin). */
  appUrl: string;
  /** Key of signed links (APP_KEY); random per process when unset (links die on restart). */
  appKey: string;
  /** Lifetime of an e-mail verification link in seconds (EMAIL_VERIFICATION_TTL_SECONDS, default 24 h). */
  emailVerificationTtlSeconds: number;
  /**
   * Period of the notification job (reminders, overdue notices, e-mail) in ms
   * (NOTIFICATION_JOB_INTERVAL_MS, default 30 000; 0 turns it off in this process).
   */
  notificationJobIntervalMs: number;
  /** The release store and the sections' own deployments (the remote registry). */
  releases: ReleasesConfig;
  /**
   * Period of the rollout watcher, which rolls back a canary that breaks its
   * section's policy, in ms (ROLLOUT_WATCH_INTERVAL_MS, default 30 000; 0 turns it
   * off in this process; the e2e and scale-out runs set 1 000).
   */
  rolloutWatchIntervalMs: number;
  /** Days the per-minute section health is kept (HEALTH_RETENTION_DAYS, default 14). */
  healthRetentionDays: number;
  /** Share of page loads (0-1) that report section health (HEALTH_SAMPLE_RATE, default 1). */
  healthSampleRate: number;
  /** Health beacons accepted per client IP and minute (HEALTH_RATE_LIMIT, default 120). */
  healthRateLimitPerMinute: number;
  /**
   * Also encode every response with its zod schema and fail one that differs
   * from the compiled writer's (CHECK_RESPONSES=true; the API's tests): a check, not a speed.
   */
  checkResponses: boolean;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0
    ? Math.floor(n)
    : fallback;
};

/** A share from 0 to 1 (0 allowed); the fallback when unset or out of range. */
const share = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1
    ? n
    : fallback;
};

/** TRUSTED_PROXIES as a list; TRUST_PROXY=true (the old switch) trusts loopback only. */
function trustedProxiesFromEnv(env: NodeJS.ProcessEnv): string[] {
  const list = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (list.length) return list;
  return env.TRUST_PROXY === 'true' ? ['loopback'] : [];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const releases = releasesConfigFromEnv(env);
  const corsOrigins = origins?.length ? origins : defaultOrigins(releases);
  return {
    corsOrigins,
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 60 * 60),
    authRateLimitPerIp: int(env.AUTH_RATE_LIMIT_IP, int(env.AUTH_RATE_LIMIT_MAX, 20)),
    authRateLimitPerAccount: int(env.AUTH_RATE_LIMIT_ACCOUNT, int(env.AUTH_RATE_LIMIT_MAX, 10)),
    authRateLimitWindowMs: int(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000),
    authLoginDelayMs: int(env.AUTH_LOGIN_DELAY_MS, 1_000),
    authLoginDelayMaxMs: int(env.AUTH_LOGIN_DELAY_MAX_MS, 15 * 60_000),
    authLoginSlowdownMaxMs: int(env.AUTH_LOGIN_SLOWDOWN_MAX_MS, 2_000),
    trustedProxies: trustedProxiesFromEnv(env),
    appUrl: (env.APP_URL || corsOrigins[0] || 'http://localhost:4100').replace(/\/+$/, ''),
    appKey: env.APP_KEY || crypto.randomBytes(32).toString('hex'),
    emailVerificationTtlSeconds: int(env.EMAIL_VERIFICATION_TTL_SECONDS, 24 * 60 * 60),
    notificationJobIntervalMs:
      env.NOTIFICATION_JOB_INTERVAL_MS === '0' ? 0 : int(env.NOTIFICATION_JOB_INTERVAL_MS, 30_000),
    releases,
    rolloutWatchIntervalMs:
      env.ROLLOUT_WATCH_INTERVAL_MS === '0' ? 0 : int(env.ROLLOUT_WATCH_INTERVAL_MS, 30_000),
    healthRetentionDays: int(env.HEALTH_RETENTION_DAYS, 14),
    healthSampleRate: share(env.HEALTH_SAMPLE_RATE, 1),
    healthRateLimitPerMinute: int(env.HEALTH_RATE_LIMIT, 120),
    checkResponses: env.CHECK_RESPONSES === 'true',
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
  interface FastifyContextConfig {
    /** 404 message when the route's path parameters are invalid ('User not found'). */
    notFoundMessage?: string;
  }
}
