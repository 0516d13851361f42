// One interface for where file contents live (issue 18), two drivers:
// - disk: `${DATA_DIR}/uploads/<key>` on the process's own disk — the default
//   with SQLite (one process owns the database, so one disk is enough);
// - database: chunks in PostgreSQL (stored_files + file_chunks) — the default
//   with PostgreSQL, so every API process reads every file and a pg_dump holds
//   them all.
// FILE_STORE=disk|database overrides the default; database needs PostgreSQL.
// A key is a relative path (manuscripts/{id}/v2-….pdf): rows that reference a
// file keep the same value whichever driver holds it.
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import { DatabaseFileStore } from './database-file-store';
import { DiskFileStore } from './disk-file-store';

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

export type FileStoreConfig = {
  /** `${DATA_DIR}/uploads`: the disk driver's root (and where uploads are staged). */
  uploadsDir: string;
  /** FILE_STORE; undefined: the database's default. */
  fileStore?: FileStoreDriver;
};

export class FileStoreConfigError extends Error {}

/** FILE_STORE's value; empty means "the default". */
export function parseFileStoreSetting(value: string | undefined): FileStoreDriver | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'disk' || text === 'database') return text;
  throw new FileStoreConfigError(
    `FILE_STORE=${value} is not a file store: use FILE_STORE=disk or FILE_STORE=database (or leave it unset).`,
  );
}

/** The driver for this database and setting; database on SQLite is refused. */
export function driverFor(db: Database, setting: FileStoreDriver | undefined): FileStoreDriver {
  const postgres = dialectName(db) === 'postgres';
  if (setting === 'database' && !postgres) {
    throw new FileStoreConfigError(
      'FILE_STORE=database keeps files in PostgreSQL, but this API runs on SQLite (no DATABASE_URL). Unset FILE_STORE or use FILE_STORE=disk.',
    );
  }
  return setting ?? (postgres ? 'database' : 'disk');
}

export function createFileStore(driver: FileStoreDriver, uploadsDir: string): FileStore {
  return driver === 'database' ? new DatabaseFileStore() : new DiskFileStore(uploadsDir);
}

/** The file store every user of files goes through. */
export const fileStoreFor = (db: Database, config: FileStoreConfig): FileStore =>
  createFileStore(driverFor(db, config.fileStore), config.uploadsDir);
