// What every file store driver implements. Kept apart from file-store.ts,
// which picks a driver, so the drivers import their interface without
// importing the file that imports them.
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database';

export type FileStoreDriver = 'disk' | 'database';

/**
 * What a file is stored from: a path (a staged upload the store may take over
 * — the disk driver renames it into place), bytes, or a stream.
 */
export type FileSource = string | Buffer | Readable;

export type OpenedFile = {
  size: number;
  /** The contents, read lazily (chunk by chunk from the database). */
  stream(): Readable;
};

export interface FileStore {
  readonly driver: FileStoreDriver;
  /**
   * Stores `source` under `key`, replacing a file already there. The database
   * driver writes inside `db` (pass the transaction that writes the row
   * referencing the file: both commit or neither); the disk driver writes the
   * file at once, so a caller whose transaction fails calls `discard`.
   */
  put(db: Database, key: string, source: FileSource): Promise<void>;
  /** After a failed transaction: removes what `put` wrote outside it (disk only). */
  discard(key: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  open(db: Database, key: string): Promise<OpenedFile | null>;
  has(db: Database, key: string): Promise<boolean>;
  remove(db: Database, key: string): Promise<void>;
  /**
   * After a manuscript's row was deleted: its files. The database driver has
   * nothing left to do (stored_files cascade with the manuscript).
   */
  removeManuscript(db: Database, manuscriptId: number): Promise<void>;
  /** Every stored key, sorted (the move command, tests). */
  keys(db: Database): Promise<string[]>;
}
