// Locks between the API processes sharing one SQLite file (ADR 0027), as
// PostgreSQL's advisory locks are between those sharing a server: a lock is
// an exclusive transaction on a small SQLite file of its own beside the
// database. SQLite locks files with the operating system's locks, which the
// system drops the moment the process holding them ends, kill -9 included:
// "I can take it" then means "whoever held it is gone". The processes are on
// one machine (SQLite's WAL works only there), so the files are shared.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const RETRY_MS = 100;

export type FileLock = {
  /** Lets the lock go; with `remove`, deletes its file (a lock no one will ask for again). */
  release(options?: { remove?: boolean }): void;
};

/** The folder of the locks of the database at `databaseFile`. */
export const lockFolderOf = (databaseFile: string) => `${path.resolve(databaseFile)}-locks`;

function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    /^SQLITE_BUSY/.test(String((error as { code?: unknown }).code))
  );
}

/** Takes the lock on `file` now, or answers null when another connection holds it. */
export function tryFileLock(file: string): FileLock | null {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // timeout 0: a held lock answers SQLITE_BUSY at once instead of blocking the thread.
  const connection = new SQLite(file, { timeout: 0 });
  try {
    // Nothing is ever written: no rollback journal file beside the lock.
    connection.pragma('journal_mode = memory');
    connection.exec('begin exclusive');
  } catch (error) {
    connection.close();
    if (isBusy(error)) return null;
    throw error;
  }
  return {
    release({ remove = false } = {}) {
      if (!connection.open) return;
      connection.exec('rollback');
      connection.close();
      if (remove) fs.rmSync(file, { force: true });
    },
  };
}

/** Takes the lock on `file`, waiting (without blocking the thread) while another holds it. */
export async function waitForFileLock(file: string): Promise<FileLock> {
  for (;;) {
    const lock = tryFileLock(file);
    if (lock) return lock;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * Whether nobody holds the lock on `file`: no file (its holder let it go and
 * removed it), or a lock taken and let go at once (its holder is gone; the
 * file goes too).
 */
export function isFileLockFree(file: string): boolean {
  if (!fs.existsSync(file)) return true;
  const lock = tryFileLock(file);
  lock?.release({ remove: true });
  return lock !== null;
}
