// The per-IP request limit of the auth routes (@fastify/rate-limit) counted in
// PostgreSQL (UNLOGGED table rate_limit_hits, migration 0014-file-store), so
// every API process on the database spends one budget per address; SQLite
// keeps the plugin's in-memory store (one process owns the file). Chosen by
// rateLimitStoreFor.
import crypto from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';

/** Dead rows are deleted at most this often per process. */
const PURGE_EVERY_MS = 60_000;

type RateLimitTables = { rate_limit_hits: { key: string; hits: number; window_ends: number } };

/** The database's clock in epoch ms: one clock for every process, whatever its host's says. */
const dbNow = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * Counts one request under `key` in a fixed window of `timeWindow` ms: one
 * atomic upsert (a dead window starts over), so concurrent requests through
 * any process each get their own count. Returns the count and the ms left.
 */
export async function countHit(db: Database, key: string, timeWindow: number) {
  const t = db.withTables<RateLimitTables>();
  const row = await t
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_ends: sql<number>`${dbNow} + ${timeWindow}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.window_ends <= ${dbNow} then 1 else rate_limit_hits.hits + 1 end`,
        window_ends: sql<number>`case when rate_limit_hits.window_ends <= ${dbNow} then ${dbNow} + ${timeWindow} else rate_limit_hits.window_ends end`,
      }),
    )
    .returning(['hits', sql<number>`rate_limit_hits.window_ends - ${dbNow}`.as('ttl')])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** Deletes the rows whose window has ended. */
export async function purgeHits(db: Database) {
  await db
    .withTables<RateLimitTables>()
    .deleteFrom('rate_limit_hits')
    .where('window_ends', '<=', dbNow)
    .execute();
}

type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store class for @fastify/rate-limit on `db`. Each route's child counts
 * under its own prefix (method + URL, as the plugin's stores do); keys are
 * hashed (they hold client addresses).
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastPurge = 0;
  class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const rowKey = crypto.createHash('sha256').update(`${this.prefix}${key}`).digest('hex');
      countHit(db, rowKey, timeWindow).then(
        (result) => {
          callback(null, result);
          if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
            lastPurge = Date.now();
            purgeHits(db).catch(() => {});
          }
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method)} ${url ?? ''}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** PostgreSQL: the shared table; SQLite: undefined (the plugin's memory store). */
export const rateLimitStoreFor = (db: Database): FastifyRateLimitStoreCtor | undefined =>
  dialectName(db) === 'postgres' ? postgresRateLimitStore(db) : undefined;
