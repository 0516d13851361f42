// rate-limiter-flexible's limiters counting in the API's own database (table
// rate_limits), so every API process on it — PostgreSQL or one SQLite file —
// counts together, and a count survives a restart. The library's
// RateLimiterSQLite wants a better-sqlite3 handle of its own: a second
// connection in this process would wait synchronously on the write lock while
// Kysely's connection holds a transaction that needs the event loop, and
// Kysely's handle would slip counts into whatever transaction is open on it.
// So this is the library's documented way to add a store: its
// RateLimiterStoreAbstract with the storage methods written in Kysely (its SQL
// stores' statements); windows, blocks and RateLimiterRes stay the library's.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { Database } from '../../db/database';

type Row = { points: number; expire: number | null };

/** Dead rows are deleted at most this often per limiter, on a write. */
const PURGE_EVERY_MS = 5 * 60_000;

/** Rows hold a hash: keys carry e-mail addresses and client IPs, not kept in clear. */
const rowKey = (rlKey: string) => crypto.createHash('sha256').update(rlKey).digest('hex');

export type LimiterOptions = {
  /** Names the limiter's keys apart from other limiters' in the one table. */
  keyPrefix: string;
  /** Points a key may consume per window; a consume past them is refused. */
  points: number;
  /** The window in seconds, from a key's first point (0: never ends). */
  duration: number;
  /** Seconds a key is refused once a consume goes past its points (the library's block). */
  blockDuration?: number;
};

export class RateLimiterKysely extends RateLimiterStoreAbstract {
  readonly #db: Database;
  #lastPurge = 0;

  constructor(db: Database, options: LimiterOptions) {
    super({ ...options, storeClient: db });
    this.#db = db;
  }

  /** Adds `points` under the key (a dead window starts over), or sets them when `forceExpire`. */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false) {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const live = sql<boolean>`rate_limits.expire is null or rate_limits.expire > ${now}`;
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key: rowKey(rlKey), points, expire })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet(
          forceExpire
            ? { points, expire }
            : {
                points: sql<number>`case when ${live} then rate_limits.points + excluded.points else excluded.points end`,
                expire: sql<
                  number | null
                >`case when ${live} then rate_limits.expire else excluded.expire end`,
              },
        ),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
    if (now - this.#lastPurge >= PURGE_EVERY_MS) {
      this.#lastPurge = now;
      await this.purge(now);
    }
    return row;
  }

  async _get(rlKey: string): Promise<Row | null> {
    const now = Date.now();
    const row = await this.#db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', '=', rowKey(rlKey))
      .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', now)]))
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('rate_limits')
      .where('key', '=', rowKey(rlKey))
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: Row): RateLimiterRes {
    const isFirstInDuration = changedPoints === row.points;
    return new RateLimiterRes(
      Math.max(this.points - row.points, 0),
      row.expire === null ? -1 : Math.max(row.expire - Date.now(), 0),
      row.points,
      isFirstInDuration,
    );
  }

  /** Deletes the rows whose window ended before `now` (every limiter's: they share the table). */
  async purge(now = Date.now()) {
    await this.#db.deleteFrom('rate_limits').where('expire', '<=', now).execute();
  }
}

/** A limiter on `db`'s table; `limiterOn(db)` is how the auth module's limits are built. */
export const limiterOn = (db: Database) => (options: LimiterOptions) =>
  new RateLimiterKysely(db, options);

export type LimiterFactory = ReturnType<typeof limiterOn>;
