// SQL of the notifications table: writing a batch, a user's list and counts,
// read marks, and the user's language.
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { NotificationsTable } from '../../db/schema-notifications';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/**
 * Inserts notifications; a row whose (user_id, dedupe_key) exists already is
 * skipped (reminders are written once). Returns the rows written.
 */
export async function insertNotifications(
  db: Database,
  rows: NewNotification[],
): Promise<{ id: number; user_id: number; code: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning(['id', 'user_id', 'code'])
    .execute();
}

/** A user's notifications, newest first (`unread`: only those not read). */
export function notificationsOf(db: Database, userId: number, unread: boolean) {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (unread) query = query.where('read_at', 'is', null);
  return query.orderBy('id', 'desc');
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findNotification(db: Database, id: number) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks one of the user's notifications read (kept when read already). */
export async function markRead(db: Database, userId: number, id: number, at: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** Marks every unread notification of the user read; returns how many. */
export async function markAllRead(db: Database, userId: number, at: string) {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records the language of the user's e-mail; writes only when it changed. */
export async function rememberLocale(db: Database, userId: number, locale: string) {
  await db
    .updateTable('users')
    .set({ locale })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locale', 'is', null), eb('locale', '<>', locale)]))
    .execute();
}
