// Failed sign-ins counted in PostgreSQL (table login_attempts, migration
// 0012-shared-limits), so every API process on the database counts together
// and a lockout survives a restart. Chosen by loginAttemptStoreFor.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import {
  type AttemptRecord,
  type LoginAttemptStore,
  MemoryLoginAttemptStore,
} from './login-attempt-store';

/** Dead rows are deleted at most this often per process (on a failure). */
const PURGE_EVERY_MS = 60_000;

/**
 * The row's key: a hash of the guard's key, which holds NUL separators (not
 * allowed in PostgreSQL text) and an e-mail and an IP (not kept in clear).
 */
const rowKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

const toRecord = (row: { failures: number; blocked_until: number; expires_at: number }) => ({
  failures: Number(row.failures),
  blockedUntil: Number(row.blocked_until),
  expiresAt: Number(row.expires_at),
});

export class PostgresLoginAttemptStore implements LoginAttemptStore {
  #lastPurge = 0;

  constructor(readonly db: Database) {}

  async get(key: string, now: number) {
    const row = await this.db
      .selectFrom('login_attempts')
      .select(['failures', 'blocked_until', 'expires_at'])
      .where('key', '=', rowKey(key))
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /**
   * One transaction: the upsert counts the failure (starting over on a dead
   * row) and locks the row, so concurrent failures through any process each
   * get their own count; the block and expiry `next` derives are then written
   * under that lock.
   */
  async addFailure(
    key: string,
    now: number,
    next: (failures: number) => Pick<AttemptRecord, 'blockedUntil' | 'expiresAt'>,
  ): Promise<AttemptRecord> {
    const record = await this.db.transaction().execute(async (trx) => {
      const { failures } = await trx
        .insertInto('login_attempts')
        .values({ key: rowKey(key), failures: 1, blocked_until: 0, expires_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when login_attempts.expires_at <= ${now} then 1 else login_attempts.failures + 1 end`,
            blocked_until: sql<number>`case when login_attempts.expires_at <= ${now} then 0 else login_attempts.blocked_until end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const { blockedUntil, expiresAt } = next(failures);
      await trx
        .updateTable('login_attempts')
        .set({ blocked_until: blockedUntil, expires_at: expiresAt })
        .where('key', '=', rowKey(key))
        .execute();
      return { failures, blockedUntil, expiresAt };
    });
    if (now - this.#lastPurge >= PURGE_EVERY_MS) {
      this.#lastPurge = now;
      await this.purge(now);
    }
    return record;
  }

  async clear(keys: string[]) {
    if (keys.length)
      await this.db.deleteFrom('login_attempts').where('key', 'in', keys.map(rowKey)).execute();
  }

  /** Deletes the dead rows. */
  async purge(now: number) {
    await this.db.deleteFrom('login_attempts').where('expires_at', '<=', now).execute();
  }
}

/** PostgreSQL: the shared table; SQLite (one process owns the file): memory. */
export const loginAttemptStoreFor = (db: Database): LoginAttemptStore =>
  dialectName(db) === 'postgres'
    ? new PostgresLoginAttemptStore(db)
    : new MemoryLoginAttemptStore();
