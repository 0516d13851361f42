// A lock that says an API process is alive: held for as long as the process
// runs, free the moment it dies. On PostgreSQL that is a session advisory lock
// on a pooled connection the process keeps: the database drops it when the
// connection closes (kill -9 included). On SQLite one process writes the file,
// so no other process can be alive and there is nothing to hold.
import { sql } from 'kysely';
import type { Database } from '../database';
import { dialectName } from '../portable';

const RETRY_LOCK_MS = 1_000;

/** Two 32-bit numbers: a class naming what the lock is for, and the process's own number. */
export type ProcessLockKey = { lockClass: number; id: number };

export type HeldLock = {
  /** Resolves once the lock is held. */
  held: Promise<void>;
  /** Ends when the lock's connection is back in the pool, after `stopped`. */
  released: () => Promise<void>;
};

/**
 * Keeps a pooled connection with the advisory lock on `key` until `stopped`
 * resolves; if the connection breaks, takes it again. SQLite: nothing to
 * hold (undefined).
 */
export function holdProcessLock(
  db: Database,
  { lockClass, id }: ProcessLockKey,
  stopped: Promise<void>,
  isStopped: () => boolean,
): HeldLock | undefined {
  if (dialectName(db) !== 'postgres') return undefined;
  let released: Promise<void> = Promise.resolve();
  const held = new Promise<void>((ready) => {
    const attempt = () => {
      released = db
        .connection()
        .execute(async (connection) => {
          await sql`select pg_advisory_lock(${lockClass}::int4, ${id}::int4)`.execute(connection);
          ready();
          await stopped;
          await sql`select pg_advisory_unlock(${lockClass}::int4, ${id}::int4)`.execute(connection);
        })
        .catch((error: unknown) => {
          if (isStopped()) return;
          console.error('[process lock] the lock was lost; taking it again:', error);
          setTimeout(attempt, RETRY_LOCK_MS).unref();
        });
    };
    attempt();
  });
  return { held, released: () => released };
}

/**
 * Whether nobody holds the lock on `key`, i.e. the process that took it is
 * gone. SQLite: always (another process cannot be writing the same file).
 */
export async function isProcessLockFree(
  db: Database,
  { lockClass, id }: ProcessLockKey,
): Promise<boolean> {
  if (dialectName(db) !== 'postgres') return true;
  // Taken and let go within this one statement when free: nobody holds it.
  const { rows } = await sql<{
    free: boolean;
  }>`select pg_try_advisory_xact_lock(${lockClass}::int4, ${id}::int4) as free`.execute(db);
  return rows[0]?.free === true;
}
