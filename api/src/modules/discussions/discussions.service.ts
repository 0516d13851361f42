// Discussions: list a manuscript's threads as the reader may see them, start
// one, read and write its messages, mark them read, close and reopen. A
// message and its file are written in one transaction, with the notices to
// the other participants (a failed request leaves neither row nor file).
import {
  DISCUSSION_MESSAGES as D,
  type DiscussionCreateInput,
  type DiscussionMessageCreateInput,
  type DiscussionRole,
  type DiscussionThread,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { fieldError, forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { filesOf, type StorageConfig } from '../manuscripts';
import type { ManuscriptContext } from '../manuscripts';
import { policyForContext } from '../manuscripts';
import { speakingRole, type ThreadContext, threadFacts } from './discussion-access';
import { checkUpload } from './discussion-file';
import { type Upload, withStoredFile, writeMessage } from './discussion-writing';
import * as repo from './discussions.repository';
import { presentMessage, presentTargets, presentThread } from './discussions.presenter';

/** GET manuscripts/{id}/discussions: the threads the policy shows, whom one may start one with. */
export async function listThreads(db: Database, context: ManuscriptContext) {
  const { row, relation } = context;
  const policy = await policyForContext(db, context);
  const [rows, invitations] = await Promise.all([
    repo.threadsOfManuscript(db, row.id, relation.userId),
    relation.editor || relation.reviewer
      ? repo.liveInvitationsOf(db, row.id, relation.editor ? undefined : relation.userId)
      : Promise.resolve([]),
  ]);
  const data = rows
    .filter((thread) => policy.discussion(threadFacts(thread)))
    .map((thread) => presentThread(thread, relation, policy));
  return {
    data,
    meta: {
      unread: data.reduce((sum, thread) => sum + thread.unread, 0),
      can_start: presentTargets(relation, policy, invitations),
    },
  };
}

/** The reviewer thread's invitation: the one an editor named, or the reviewer's own newest. */
async function invitationFor(
  db: Database,
  context: ManuscriptContext,
  input: DiscussionCreateInput,
) {
  const { row, relation } = context;
  if (relation.editor) {
    if (!input.invitation_id) throw fieldError('invitation_id', D.invitationRequired);
    const found = (await repo.liveInvitationsOf(db, row.id)).find(
      (i) => i.id === input.invitation_id,
    );
    if (!found) throw fieldError('invitation_id', D.invitationInvalid);
    return { invitation: found, role: 'editor' as const };
  }
  if (!relation.reviewer) throw forbidden();
  const own = await repo.liveInvitationsOf(db, row.id, relation.userId);
  const found = input.invitation_id ? own.find((i) => i.id === input.invitation_id) : own[0];
  if (!found) throw fieldError('invitation_id', D.invitationInvalid);
  return { invitation: found, role: 'reviewer' as const };
}

/** POST manuscripts/{id}/discussions: a thread with its first message. */
export async function startThread(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  input: DiscussionCreateInput,
  upload: Upload,
): Promise<DiscussionThread> {
  const { row, relation } = context;
  let role: DiscussionRole;
  let invitation: repo.LiveInvitation | null = null;
  if (input.kind === 'author') {
    if (!relation.editor && !relation.author) throw forbidden();
    role = relation.editor ? 'editor' : 'author';
  } else {
    ({ invitation, role } = await invitationFor(db, context, input));
  }
  const checked = upload ? await checkUpload(upload.file, upload.storage) : null;
  const threadId = await withStoredFile(db, upload, async (trx, stored) => {
    const id = await repo.insertThread(trx, {
      manuscript_id: row.id,
      kind: input.kind,
      invitation_id: invitation?.id ?? null,
      reviewer_id: invitation?.reviewer_id ?? null,
      subject: input.subject,
      created_by: actor.id,
      created_by_role: role,
      created_at: nowIso(),
    });
    const thread = (await repo.findThread(trx, id))!;
    const storage = upload?.storage ?? null;
    await writeMessage(
      trx,
      { actor, thread, row, role, body: input.body, upload: checked, storage },
      stored,
    );
    return id;
  });
  const policy = await policyForContext(db, context);
  return presentThread((await repo.threadForReader(db, threadId, actor.id))!, relation, policy);
}

/** GET discussions/{id}/messages. */
export async function listMessages(db: Database, context: ThreadContext) {
  const { thread, relation, policy } = context;
  const [rows, listed] = await Promise.all([
    repo.messagesOf(db, thread.id),
    repo.threadForReader(db, thread.id, relation.userId),
  ]);
  return {
    data: rows.map((message) => presentMessage(message, relation, policy)),
    meta: { thread: presentThread(listed!, relation, policy) },
  };
}

/** POST discussions/{id}/messages (the guard checked the reader takes part and it is open). */
export async function postMessage(
  db: Database,
  actor: AuthUser,
  context: ThreadContext,
  input: DiscussionMessageCreateInput,
  upload: Upload,
) {
  const { thread, relation, policy, row } = context;
  const role = speakingRole(relation, thread)!;
  const checked = upload ? await checkUpload(upload.file, upload.storage) : null;
  const id = await withStoredFile(db, upload, (trx, stored) =>
    writeMessage(
      trx,
      {
        actor,
        thread,
        row,
        role,
        body: input.body,
        upload: checked,
        storage: upload?.storage ?? null,
      },
      stored,
    ),
  );
  return presentMessage((await repo.findMessage(db, thread.id, id))!, relation, policy);
}

/** POST discussions/{id}/read: up to `messageId`, or the newest message. */
export async function markThreadRead(db: Database, context: ThreadContext, messageId?: number) {
  const { thread, relation } = context;
  let upTo: number | null;
  if (messageId !== undefined) {
    if (!(await repo.findMessage(db, thread.id, messageId))) {
      throw fieldError('message_id', D.messageInvalid);
    }
    upTo = messageId;
  } else upTo = await repo.latestMessageId(db, thread.id);
  if (upTo !== null) await repo.markRead(db, thread.id, relation.userId, upTo, nowIso());
  const listed = await repo.threadForReader(db, thread.id, relation.userId);
  return { last_read_message_id: upTo, unread: Number(listed?.unread ?? 0) };
}

/** POST discussions/{id}/close and …/reopen (editors). */
export async function setClosed(db: Database, context: ThreadContext, closed: boolean) {
  const { thread, relation, policy } = context;
  await repo.setThreadClosed(db, thread.id, closed ? (thread.closed_at ?? nowIso()) : null);
  return presentThread(
    (await repo.threadForReader(db, thread.id, relation.userId))!,
    relation,
    policy,
  );
}

/** GET discussions/{id}/messages/{messageId}/file: the message and its stored file. */
export async function messageFile(
  db: Database,
  storage: StorageConfig,
  context: ThreadContext,
  messageId: number,
) {
  const message = await repo.findMessage(db, context.thread.id, messageId);
  const file = message?.file_path ? await filesOf(db, storage).open(db, message.file_path) : null;
  if (!message || !file) throw notFound(D.fileNotFound);
  return { message, file };
}
