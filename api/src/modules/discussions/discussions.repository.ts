// SQL of discussions: threads with the reader's counts, messages, read marks,
// and the invitations a reviewer thread may be started on. Who may see what
// of them is decided by the policy (discussion-access.ts), not here.
import { type Insertable, type Selectable, sql } from 'kysely';
import { LIVE_INVITATION_STATUSES } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { DiscussionMessagesTable, DiscussionThreadsTable } from '../../db/schema-discussions';

export type ThreadRow = Selectable<DiscussionThreadsTable>;
export type MessageRow = Selectable<DiscussionMessagesTable>;

/** A thread with names, its round and the reader's counts (counts are text on PostgreSQL). */
export type ThreadListRow = ThreadRow & {
  reviewer_name: string | null;
  creator_name: string | null;
  round: number | null;
  last_message_at: string | null;
  message_count: number | string;
  unread: number | string;
};

export type MessageListRow = MessageRow & { author_name: string | null };

/** The reader's last-read message of thread `t` (0 when never read). */
const lastRead = (userId: number) =>
  sql<number>`coalesce((select r.last_read_message_id from discussion_reads r
    where r.thread_id = t.id and r.user_id = ${userId}), 0)`;

/** Threads with everything a list shows, for `userId`'s counts. */
function threadsQuery(db: Database, userId: number) {
  return db
    .selectFrom('discussion_threads as t')
    .leftJoin('users as ru', 'ru.id', 't.reviewer_id')
    .leftJoin('users as cu', 'cu.id', 't.created_by')
    .leftJoin('review_invitations as i', 'i.id', 't.invitation_id')
    .leftJoin('review_rounds as rr', 'rr.id', 'i.round_id')
    .selectAll('t')
    .select([
      'ru.name as reviewer_name',
      'cu.name as creator_name',
      'rr.round as round',
      sql<
        string | null
      >`(select max(m.created_at) from discussion_messages m where m.thread_id = t.id)`.as(
        'last_message_at',
      ),
      sql<
        number | string
      >`(select count(*) from discussion_messages m where m.thread_id = t.id)`.as('message_count'),
      // Others' messages after the reader's mark: one's own are never unread.
      sql<number | string>`(select count(*) from discussion_messages m
        where m.thread_id = t.id and m.id > ${lastRead(userId)}
          and (m.author_id is null or m.author_id <> ${userId}))`.as('unread'),
    ]);
}

/** The manuscript's threads, most recently active first. */
export const threadsOfManuscript = (db: Database, manuscriptId: number, userId: number) =>
  threadsQuery(db, userId)
    .where('t.manuscript_id', '=', manuscriptId)
    .orderBy(
      sql`coalesce((select max(m.id) from discussion_messages m where m.thread_id = t.id), 0)`,
      'desc',
    )
    .orderBy('t.id', 'desc')
    .execute() as Promise<ThreadListRow[]>;

export const threadForReader = (db: Database, threadId: number, userId: number) =>
  threadsQuery(db, userId).where('t.id', '=', threadId).executeTakeFirst() as Promise<
    ThreadListRow | undefined
  >;

export const findThread = (db: Database, id: number) =>
  db.selectFrom('discussion_threads').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertThread(db: Database, values: Insertable<DiscussionThreadsTable>) {
  const row = await db
    .insertInto('discussion_threads')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const setThreadClosed = (db: Database, id: number, closedAt: string | null) =>
  db.updateTable('discussion_threads').set({ closed_at: closedAt }).where('id', '=', id).execute();

export async function insertMessage(db: Database, values: Insertable<DiscussionMessagesTable>) {
  const row = await db
    .insertInto('discussion_messages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const messagesQuery = (db: Database) =>
  db
    .selectFrom('discussion_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .selectAll('m')
    .select('u.name as author_name');

/** A thread's messages, oldest first. */
export const messagesOf = (db: Database, threadId: number): Promise<MessageListRow[]> =>
  messagesQuery(db).where('m.thread_id', '=', threadId).orderBy('m.id').execute();

export const findMessage = (db: Database, threadId: number, id: number) =>
  messagesQuery(db)
    .where('m.thread_id', '=', threadId)
    .where('m.id', '=', id)
    .executeTakeFirst() as Promise<MessageListRow | undefined>;

/** The newest message id of a thread (null when it has none). */
export async function latestMessageId(db: Database, threadId: number): Promise<number | null> {
  const row = await db
    .selectFrom('discussion_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  return row?.id == null ? null : Number(row.id);
}

/**
 * Moves the reader's mark forward to `messageId` (never back: a late request
 * for an older message leaves a newer mark alone).
 */
export const markRead = (
  db: Database,
  threadId: number,
  userId: number,
  messageId: number,
  now: string,
) =>
  db
    .insertInto('discussion_reads')
    .values({ thread_id: threadId, user_id: userId, last_read_message_id: messageId, read_at: now })
    .onConflict((oc) =>
      oc
        .columns(['thread_id', 'user_id'])
        .doUpdateSet({ last_read_message_id: messageId, read_at: now })
        .where('discussion_reads.last_read_message_id', '<', messageId),
    )
    .execute();

/** Users who wrote in the thread as `role` (the notice goes to them too). */
export async function writersAs(db: Database, threadId: number, role: string): Promise<number[]> {
  const rows = await db
    .selectFrom('discussion_messages')
    .select('author_id')
    .distinct()
    .where('thread_id', '=', threadId)
    .where('author_role', '=', role)
    .where('author_id', 'is not', null)
    .execute();
  return rows.map((r) => r.author_id as number);
}

export type LiveInvitation = {
  id: number;
  reviewer_id: number;
  reviewer_name: string;
  round: number;
};

/** The manuscript's invitations still live (invited, accepted, completed), newest round first. */
export const liveInvitationsOf = (
  db: Database,
  manuscriptId: number,
  reviewerId?: number,
): Promise<LiveInvitation[]> => {
  let query = db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .innerJoin('users as u', 'u.id', 'i.reviewer_id')
    .select(['i.id', 'i.reviewer_id', 'u.name as reviewer_name', 'r.round'])
    .where('i.manuscript_id', '=', manuscriptId)
    .where('i.status', 'in', [...LIVE_INVITATION_STATUSES]);
  if (reviewerId !== undefined) query = query.where('i.reviewer_id', '=', reviewerId);
  return query.orderBy('r.round', 'desc').orderBy('u.name').orderBy('i.id').execute();
};
