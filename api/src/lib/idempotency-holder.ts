// Which API process holds an idempotency claim, and whether it is still alive.
// A process that dies mid-request (kill -9, a crash) leaves its claim behind;
// a re-send of the same key must tell "still running" (answer 409, wait) from
// "gone" (settle the key now) without a timeout.
//
// On PostgreSQL each process holds a session advisory lock on its own random
// number for as long as it runs: the database drops the lock the moment the
// process's connection closes, so "the lock is free" means "the process is
// gone". On SQLite one process writes the file, so a holder is alive exactly
// when it is one of this process's own apps.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectName } from '../db/portable';

/** First half of the two-number advisory lock ("idem" in ASCII): nothing else locks on it. */
const LOCK_CLASS = 0x6964656d;
const RETRY_LOCK_MS = 1_000;

/** Holders of the apps running in this process (tests run several). */
const ownHolders = new Set<number>();

export interface Holder {
  /** This app's number, written into the claims it makes. */
  readonly id: number;
  /** Whether the process that holds `holder` has stopped (its claim can be settled). */
  isGone(holder: number): Promise<boolean>;
  /** Lets the number go (the app is closing). */
  close(): Promise<void>;
}

/** A positive 31-bit number, unused by any app of this process. */
function newHolderId(): number {
  for (;;) {
    const id = crypto.randomInt(1, 2 ** 31 - 1);
    if (!ownHolders.has(id)) return id;
  }
}

/**
 * Keeps a pooled connection with the advisory lock on `id` until `stopped`
 * resolves; if the connection breaks, takes it again (a claim is never settled
 * twice: see idempotency-transactions.ts). Resolves once the lock is held;
 * `released` ends when the connection is back in the pool.
 */
function holdLock(db: Database, id: number, stopped: Promise<void>, isStopped: () => boolean) {
  let released: Promise<void> = Promise.resolve();
  const held = new Promise<void>((ready) => {
    const attempt = () => {
      released = db
        .connection()
        .execute(async (connection) => {
          await sql`select pg_advisory_lock(${LOCK_CLASS}::int4, ${id}::int4)`.execute(connection);
          ready();
          await stopped;
          await sql`select pg_advisory_unlock(${LOCK_CLASS}::int4, ${id}::int4)`.execute(
            connection,
          );
        })
        .catch((error: unknown) => {
          if (isStopped()) return;
          console.error('[idempotency] the holder lock was lost; taking it again:', error);
          setTimeout(attempt, RETRY_LOCK_MS).unref();
        });
    };
    attempt();
  });
  return { held, released: () => released };
}

export async function startHolder(db: Database): Promise<Holder> {
  const id = newHolderId();
  ownHolders.add(id);
  const postgres = dialectName(db) === 'postgres';
  let stop = () => {};
  let stopped = false;
  const whenStopped = new Promise<void>((resolve) => (stop = resolve));
  const lock = postgres ? holdLock(db, id, whenStopped, () => stopped) : undefined;
  await lock?.held;
  return {
    id,
    async isGone(holder) {
      if (ownHolders.has(holder)) return false;
      if (!postgres) return true;
      // Taken and let go within this one statement when free: nobody holds it.
      const { rows } = await sql<{
        free: boolean;
      }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int4, ${holder}::int4) as free`.execute(
        db,
      );
      return rows[0]?.free === true;
    },
    async close() {
      stopped = true;
      ownHolders.delete(id);
      stop();
      await lock?.released();
    },
  };
}
