// One interface for where file contents live (every process sees every file), two drivers:
// - disk: `${DATA_DIR}/uploads/<key>` on the process's own disk — the default
//   with SQLite (its processes share one machine's file, so one disk is enough);
// - database: chunks in PostgreSQL (stored_files + file_chunks) — the default
//   with PostgreSQL, so every API process reads every file and a pg_dump holds
//   them all.
// FILE_STORE=disk|database overrides the default; database needs PostgreSQL.
// A key is a relative path (manuscripts/{id}/v2-….pdf): rows that reference a
// file keep the same value whichever driver holds it.
import type { Database } from '../../db/database';
import { canKeepFiles } from '../../db/dialect/sql-dialect';
import { DatabaseFileStore } from './database-file-store';
import { DiskFileStore } from './disk-file-store';

import type { FileStore, FileStoreDriver } from './file-store-interface';

export type { FileSource, FileStore, FileStoreDriver, OpenedFile } from './file-store-interface';

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
  const inDatabase = canKeepFiles(db);
  if (setting === 'database' && !inDatabase) {
    throw new FileStoreConfigError(
      'FILE_STORE=database keeps files in PostgreSQL, but this API runs on SQLite (no DATABASE_URL). Unset FILE_STORE or use FILE_STORE=disk.',
    );
  }
  return setting ?? (inDatabase ? 'database' : 'disk');
}

export function createFileStore(driver: FileStoreDriver, uploadsDir: string): FileStore {
  return driver === 'database' ? new DatabaseFileStore() : new DiskFileStore(uploadsDir);
}

/** The file store every user of files goes through. */
export const fileStoreFor = (db: Database, config: FileStoreConfig): FileStore =>
  createFileStore(driverFor(db, config.fileStore), config.uploadsDir);
