// The stored file of a revision, for its download.
import fs from 'node:fs';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { resolveStored, type StorageConfig } from './file-storage';
import { findRevision } from './manuscript-relations.repository';

/** The revision, its file on disk and its size; 404 'File not found' when any is missing. */
export async function revisionFile(
  db: Database,
  storage: StorageConfig,
  manuscriptId: number,
  revisionId: number,
) {
  const revision = await findRevision(db, manuscriptId, revisionId);
  const file = revision ? resolveStored(storage, revision.file_path) : null;
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!revision || !file || !stat?.isFile()) throw notFound('File not found');
  return { revision, file, size: stat.size };
}
