// Writing a message: its row, its file (stored in the same transaction, or
// removed again when the transaction fails), the writer's read mark and the
// notices to the other participants, all or nothing.
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import type { AuthUser } from '../auth';
import type { DiscussionRole } from '@colophon/shared/contracts';
import { discardStored, type StorageConfig } from '../manuscripts';
import type { TempUpload } from '../manuscripts';
import type { ThreadContext } from './discussion-access';
import { type CheckedUpload, storeUpload } from './discussion-file';
import { notifyDiscussionMessage } from './discussion-notify';
import * as repo from './discussions.repository';

/** The request's staged file with the store it goes to, or null. */
export type Upload = { file: TempUpload; storage: StorageConfig } | null;

export type Writing = {
  actor: AuthUser;
  thread: repo.ThreadRow;
  row: ThreadContext['row'];
  role: DiscussionRole;
  body: string;
  upload: CheckedUpload | null;
  storage: StorageConfig | null;
};

/** Writes one message (and its file) inside `trx`, moves the writer's read mark, tells the others. */
export async function writeMessage(trx: Database, w: Writing, stored: { key: string | null }) {
  const now = nowIso();
  if (w.upload && w.storage) stored.key = await storeUpload(trx, w.storage, w.upload, w.row.id);
  const id = await repo.insertMessage(trx, {
    thread_id: w.thread.id,
    author_id: w.actor.id,
    author_role: w.role,
    body: w.body,
    file_path: stored.key,
    file_name: w.upload ? w.upload.file.originalName : null,
    mime_type: w.upload ? w.upload.mime : null,
    file_size: w.upload ? w.upload.file.size : null,
    created_at: now,
  });
  await repo.markRead(trx, w.thread.id, w.actor.id, id, now);
  await notifyDiscussionMessage(trx, w.actor.id, w.row, w.thread);
  return id;
}

/** Runs `work` in a transaction; a file it stored outside the transaction goes if it fails. */
export async function withStoredFile<T>(
  db: Database,
  upload: Upload,
  work: (trx: Database, stored: { key: string | null }) => Promise<T>,
): Promise<T> {
  const stored = { key: null as string | null };
  try {
    return await db.transaction().execute((trx) => work(trx, stored));
  } catch (error) {
    if (upload) await discardStored(db, upload.storage, stored.key);
    throw error;
  }
}
