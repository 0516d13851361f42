// A user's notifications: the list, the summary (unread and the Manuscripts
// badge), read marks. Only one's own: another user's notification is a 404.
import {
  type AppNotification,
  msg,
  type NotificationList,
  type NotificationListQuery,
  type NotificationSummary,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { notFound } from '../../lib/http-errors';
import { pageMeta } from '../../lib/pagination';
import { countRows, pageRows } from '../../lib/paging.repository';
import type { AuthUser } from '../auth';
import * as repo from './notifications.repository';

export const NOTIFICATION_NOT_FOUND = msg('notification.notFound');

function present(row: repo.NotificationRow): AppNotification {
  let params: AppNotification['params'] = {};
  try {
    params = JSON.parse(row.params) as AppNotification['params'];
  } catch {
    // A broken row still lists, without its parameters.
  }
  return {
    id: row.id,
    code: row.code,
    params,
    link: row.link,
    manuscript_id: row.manuscript_id,
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

export async function listNotifications(
  db: Database,
  user: AuthUser,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const list = repo.notificationsOf(db, user.id, query.unread);
  const [total, unread] = await Promise.all([countRows(list), repo.unreadCount(db, user.id)]);
  const rows =
    total === 0 ? [] : await pageRows(list, query.per_page, (query.page - 1) * query.per_page);
  // Object.assign, not a spread then a new key: a new hidden class per call on Node 20 (docs/adr/0025).
  return { data: rows.map(present), meta: Object.assign(pageMeta(total, query), { unread }) };
}

/**
 * How many manuscripts await the user's own action (the Manuscripts badge).
 * The editorial side counts them; it is handed in (routes.ts) because that
 * side notifies through this module, which must not import it back.
 */
export type AwaitingAction = (db: Database, user: AuthUser) => Promise<number>;

export async function notificationSummary(
  db: Database,
  user: AuthUser,
  language: string | null,
  awaitingAction: AwaitingAction,
): Promise<NotificationSummary> {
  // The panel's language rides on every call: it becomes the language of the user's e-mail.
  if (language) await repo.rememberLocale(db, user.id, language);
  const [unread, manuscripts_awaiting_action] = await Promise.all([
    repo.unreadCount(db, user.id),
    awaitingAction(db, user),
  ]);
  return { unread, manuscripts_awaiting_action };
}

export async function markRead(db: Database, user: AuthUser, id: number) {
  const row = await repo.findNotification(db, id);
  if (!row || row.user_id !== user.id) throw notFound(NOTIFICATION_NOT_FOUND);
  await repo.markRead(db, user.id, id, nowIso());
  return present((await repo.findNotification(db, id))!);
}

export const markAllRead = (db: Database, user: AuthUser) =>
  repo.markAllRead(db, user.id, nowIso());
