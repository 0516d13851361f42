// Where manuscript files live: `${DATA_DIR}/uploads` (DATA_DIR defaults to
// `.data` under the working directory, i.e. api/.data). Uploads land in tmp/
// first and are moved to manuscripts/{id}/ once their row is written, so a
// failed request leaves no file behind and a deleted manuscript takes its folder.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MANUSCRIPT_FILE_MAX_BYTES } from '@colophon/shared/contracts';

export type StorageConfig = { uploadsDir: string; maxBytes: number };

export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data'));
  const max = Number(env.UPLOAD_MAX_BYTES);
  return {
    uploadsDir: path.join(dataDir, 'uploads'),
    maxBytes: Number.isInteger(max) && max > 0 ? max : MANUSCRIPT_FILE_MAX_BYTES,
  };
}

/** Absolute path of a stored file; null when the relative path escapes the uploads folder. */
export function resolveStored(config: StorageConfig, relativePath: string): string | null {
  const absolute = path.resolve(config.uploadsDir, relativePath);
  return absolute.startsWith(config.uploadsDir + path.sep) ? absolute : null;
}

export async function newTempPath(config: StorageConfig): Promise<string> {
  const dir = path.join(config.uploadsDir, 'tmp');
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${crypto.randomUUID()}.part`);
}

export const manuscriptDir = (manuscriptId: number) => `manuscripts/${manuscriptId}`;

/** Moves an upload from tmp/ to its final place; returns the stored relative path. */
export async function storeUpload(
  config: StorageConfig,
  tempPath: string,
  manuscriptId: number,
  version: number,
  extension: string,
): Promise<string> {
  const relative = `${manuscriptDir(manuscriptId)}/v${version}-${crypto.randomUUID()}${extension}`;
  const target = resolveStored(config, relative)!;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(tempPath, target);
  return relative;
}

/** Best effort: a leftover file is harmless, a failed request because of one is not. */
export async function removeQuietly(absolutePath: string | null | undefined): Promise<void> {
  if (!absolutePath) return;
  await fs.rm(absolutePath, { force: true }).catch(() => {});
}

export async function removeStored(config: StorageConfig, relativePath: string | null) {
  if (relativePath) await removeQuietly(resolveStored(config, relativePath));
}

/** Removes manuscripts/{id}/ (files shared by seeds live elsewhere and stay). */
export async function removeManuscriptFiles(config: StorageConfig, manuscriptId: number) {
  const dir = resolveStored(config, manuscriptDir(manuscriptId));
  if (dir) await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
}

/** A `.part` file untouched this long belongs to no live upload (one being written changes). */
export const STALE_TEMP_MS = 15 * 60 * 1000;

/**
 * Removes `.part` files left in tmp/ by a crash or a killed process (called at
 * start). Recent ones stay: another process sharing DATA_DIR may be writing them.
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
