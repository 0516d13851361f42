// The per-IP request limit of the auth routes (@fastify/rate-limit) counted by
// rate-limiter-flexible in the database (rate-limiter-kysely.ts), so every API
// process on it — PostgreSQL or one SQLite file — spends one budget per address.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/database';
import { limiterOn, type RateLimiterKysely } from './rate-limiter-kysely';

type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store class for @fastify/rate-limit on `db`. Each route's child counts
 * under its own prefix (method + URL, as the plugin's stores do); each window
 * length (the routes' `timeWindow`) has its limiter, whose fixed window starts
 * with a key's first request, as the plugin's own stores count.
 */
export function rateLimitStoreFor(db: Database): FastifyRateLimitStoreCtor {
  const limiter = limiterOn(db);
  const byWindow = new Map<number, RateLimiterKysely>();
  const windowOf = (ms: number) => {
    let found = byWindow.get(ms);
    if (!found) {
      // `points` is unused: the plugin compares the count with its own `max`.
      found = limiter({ keyPrefix: `route-ip-${ms}`, points: 0, duration: ms / 1000 });
      byWindow.set(ms, found);
    }
    return found;
  };

  class RouteRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      // A penalty counts without refusing: the plugin answers 429 past its `max`.
      windowOf(timeWindow)
        .penalty(`${this.prefix}${key}`)
        .then(
          (res) =>
            callback(null, { current: res.consumedPoints, ttl: Math.max(0, res.msBeforeNext) }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: RouteOptions) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new RouteRateLimitStore(undefined, `${this.prefix}${String(method)} ${url ?? ''}|`);
    }
  }
  return RouteRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
