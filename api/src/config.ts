// Runtime settings read from the environment (every one has a default).
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
  /** Failed logins per account per window (AUTH_RATE_LIMIT_ACCOUNT, default 10). */
  authRateLimitPerAccount: number;
  /** Window of both auth limits in ms (AUTH_RATE_LIMIT_WINDOW_MS, default 60 000). */
  authRateLimitWindowMs: number;
  /** Honour X-Forwarded-For from a proxy in front (TRUST_PROXY=true). */
  trustProxy: boolean;
  /**
   * Period of the notification job (reminders, overdue notices, e-mail) in ms
   * (NOTIFICATION_JOB_INTERVAL_MS, default 30 000; 0 turns it off in this process).
   */
  notificationJobIntervalMs: number;
  /** The release store and the sections' own deployments (the remote registry). */
  releases: ReleasesConfig;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0
    ? Math.floor(n)
    : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const releases = releasesConfigFromEnv(env);
  return {
    corsOrigins: origins?.length ? origins : defaultOrigins(releases),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 60 * 60),
    authRateLimitPerIp: int(env.AUTH_RATE_LIMIT_IP, int(env.AUTH_RATE_LIMIT_MAX, 20)),
    authRateLimitPerAccount: int(env.AUTH_RATE_LIMIT_ACCOUNT, int(env.AUTH_RATE_LIMIT_MAX, 10)),
    authRateLimitWindowMs: int(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000),
    trustProxy: env.TRUST_PROXY === 'true',
    notificationJobIntervalMs:
      env.NOTIFICATION_JOB_INTERVAL_MS === '0' ? 0 : int(env.NOTIFICATION_JOB_INTERVAL_MS, 30_000),
    releases,
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
