// Manuscript and review files: where uploads are staged and under which key
// they are stored. Contents go through the file store (api/src/lib/file-store:
// the disk under `${DATA_DIR}/uploads`, or PostgreSQL). Uploads are always
// staged on this process's disk first, in `${DATA_DIR}/uploads/tmp` (their type
// is checked there by seeking in the file), and are stored only inside the
// transaction that writes the row referencing them, so a failed request leaves
// neither row nor file behind.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MANUSCRIPT_FILE_MAX_BYTES } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import {
  type FileStore,
  type FileStoreDriver,
  fileStoreFor,
  parseFileStoreSetting,
} from '../../lib/file-store/file-store';
import { removeStaged } from './staged-upload';

export type StorageConfig = {
  uploadsDir: string;
  maxBytes: number;
  /** FILE_STORE; undefined: database on PostgreSQL, disk on SQLite. */
  fileStore?: FileStoreDriver;
};

export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data'));
  const max = Number(env.UPLOAD_MAX_BYTES);
  return {
    uploadsDir: path.join(dataDir, 'uploads'),
    maxBytes: Number.isInteger(max) && max > 0 ? max : MANUSCRIPT_FILE_MAX_BYTES,
    fileStore: parseFileStoreSetting(env.FILE_STORE),
  };
}

/** The file store of this database and configuration. */
export const filesOf = (db: Database, config: StorageConfig): FileStore => fileStoreFor(db, config);

/**
 * At start: the driver this API will use. FILE_STORE=database on SQLite (or
 * an unknown value, refused when read) stops the start with a clear error.
 */
export const fileStoreDriverAtStart = (db: Database, config: StorageConfig): FileStoreDriver =>
  filesOf(db, config).driver;

export const manuscriptDir = (manuscriptId: number) => `manuscripts/${manuscriptId}`;

/**
 * Stores a staged upload as version `version` of the manuscript, inside `trx`
 * (the transaction writing its revision row); returns its key. The staged file
 * may be taken over (disk) or only read (database): remove it afterwards.
 */
export async function storeUpload(
  trx: Database,
  config: StorageConfig,
  tempPath: string,
  manuscriptId: number,
  version: number,
  extension: string,
): Promise<string> {
  const key = `${manuscriptDir(manuscriptId)}/v${version}-${crypto.randomUUID()}${extension}`;
  await filesOf(trx, config).put(trx, key, tempPath);
  return key;
}

/** Removes a staged upload (synchronously: staged-upload.ts says why); a leftover is harmless. */
export function removeQuietly(absolutePath: string | null | undefined): Promise<void> {
  removeStaged(absolutePath);
  return Promise.resolve();
}

/**
 * After the transaction that stored `key` failed: removes what it left outside
 * the transaction (a file on disk; the database rolled its chunks back).
 */
export async function discardStored(db: Database, config: StorageConfig, key: string | null) {
  if (key)
    await filesOf(db, config)
      .discard(key)
      .catch(() => {});
}

/** After a manuscript's row was deleted: its files (disk; the database cascades). */
export async function removeManuscriptFiles(
  db: Database,
  config: StorageConfig,
  manuscriptId: number,
) {
  await filesOf(db, config).removeManuscript(db, manuscriptId);
}

/** A `.part` file untouched this long belongs to no live upload (one being written changes). */
export const STALE_TEMP_MS = 15 * 60 * 1000;

/**
 * Removes `.part` files left in tmp/ by a crash or a killed process (called at
 * start). Recent ones stay: another process sharing DATA_DIR may be writing them.
 * Both drivers stage uploads here, so the sweep runs whichever stores them.
 */
export async function removeStaleTempFiles(
  config: StorageConfig,
  now = Date.now(),
): Promise<number> {
  const dir = path.join(config.uploadsDir, 'tmp');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > STALE_TEMP_MS) {
      await removeQuietly(file);
      removed += 1;
    }
  }
  return removed;
}
