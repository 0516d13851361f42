// The stored file of a revision, for its download.
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { filesOf, type StorageConfig } from './file-storage';
import { findRevision } from './manuscript-relations.repository';
import { msg } from '@colophon/shared/contracts';

/** The revision and its opened file; 404 'File not found' when either is missing. */
export async function revisionFile(
  db: Database,
  storage: StorageConfig,
  manuscriptId: number,
  revisionId: number,
) {
  const revision = await findRevision(db, manuscriptId, revisionId);
  const file = revision ? await filesOf(db, storage).open(db, revision.file_path) : null;
  if (!revision || !file) throw notFound(msg('manuscript.fileNotFound'));
  return { revision, file };
}
