// A lock that says an API process is alive: held for as long as the process
// runs, free the moment it dies. On PostgreSQL that is a session advisory lock
// on a pooled connection the process keeps: the database drops it when the
// connection closes (kill -9 included). On a SQLite file it is a lock file
// beside the database (sqlite-file-lock.ts), which the operating system frees
// when the process ends. A database in memory has one process: nothing to hold.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type Database, sqliteFileOf } from '../database';
import { dialectName } from '../portable';
import { isFileLockFree, lockFolderOf, tryFileLock } from './sqlite-file-lock';

const RETRY_LOCK_MS = 1_000;

/** Two 32-bit numbers: a class naming what the lock is for, and the process's own number. */
export type ProcessLockKey = { lockClass: number; id: number };

export type HeldLock = {
  /** Resolves once the lock is held. */
  held: Promise<void>;
  /** Ends when the lock's connection is back in the pool, after `stopped`. */
  released: () => Promise<void>;
};

/** The lock file of `key` beside a SQLite file; undefined for a database in memory. */
function lockFile(db: Database, { lockClass, id }: ProcessLockKey): string | undefined {
  const file = sqliteFileOf(db);
  return file && path.join(lockFolderOf(file), `process-${lockClass.toString(16)}-${id}`);
}

/**
 * Lock files older than this whose process is gone are removed when a process starts; a
 * younger one may be a starting process's, created an instant before it is locked.
 */
const LEFT_BEHIND_MS = 60_000;

/** Removes the lock files of processes that ended without removing theirs (kill -9). */
function removeLeftBehind(folder: string): void {
  const entries = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  for (const name of entries.filter((n) => n.startsWith('process-'))) {
    const file = path.join(folder, name);
    const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > LEFT_BEHIND_MS) isFileLockFree(file);
  }
}

/** SQLite: the lock file of `key`, held until `stopped` and removed then. */
function holdLockFile(file: string, stopped: Promise<void>): HeldLock {
  removeLeftBehind(path.dirname(file));
  // The number is new and random: no other process can hold its file.
  const lock = tryFileLock(file);
  if (!lock) throw new Error(`The process lock ${file} is held by another process`);
  const released = stopped.then(() => lock.release({ remove: true }));
  return { held: Promise.resolve(), released: () => released };
}

/**
 * Keeps a pooled connection with the advisory lock on `key` until `stopped`
 * resolves; if the connection breaks, takes it again. SQLite: a lock file
 * (undefined in memory).
 */
export function holdProcessLock(
  db: Database,
  key: ProcessLockKey,
  stopped: Promise<void>,
  isStopped: () => boolean,
): HeldLock | undefined {
  if (dialectName(db) !== 'postgres') {
    const file = lockFile(db, key);
    return file === undefined ? undefined : holdLockFile(file, stopped);
  }
  const { lockClass, id } = key;
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
 * gone. A SQLite database in memory: always (no other process can open it).
 */
export async function isProcessLockFree(db: Database, key: ProcessLockKey): Promise<boolean> {
  if (dialectName(db) !== 'postgres') {
    const file = lockFile(db, key);
    return file === undefined || isFileLockFree(file);
  }
  const { lockClass, id } = key;
  // Taken and let go within this one statement when free: nobody holds it.
  const { rows } = await sql<{
    free: boolean;
  }>`select pg_try_advisory_xact_lock(${lockClass}::int4, ${id}::int4) as free`.execute(db);
  return rows[0]?.free === true;
}
