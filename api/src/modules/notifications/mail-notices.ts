// Writing a notice to its recipients as their preferences say, inside the
// change's transaction: a row in the panel's bell for those who keep the kind
// in the panel, and a notice to mail (at once, or in the daily digest) for
// those who receive it by e-mail. Someone with both off is told nothing.
import {
  notificationKindOf,
  type NotificationCode,
  type NotificationParams,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { preferencesFor } from '../mail';
import { insertNotices } from './mail-notices.repository';
import { insertNotifications } from './notifications.repository';

export type NoticeInput = {
  code: NotificationCode;
  params: NotificationParams;
  link: string | null;
  manuscriptId: number | null;
  dedupeKey?: string;
};

/** Writes the notice to `userIds` (active, not the actor); returns how many panel rows were written. */
export async function writeNotices(
  db: Database,
  userIds: number[],
  notice: NoticeInput,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const preferences = await preferencesFor(db, userIds, notificationKindOf(notice.code));
  const now = nowIso();
  const params = JSON.stringify(notice.params);
  const dedupeKey = notice.dedupeKey ?? null;
  const inPanel = userIds.filter((id) => preferences.get(id)!.panel);
  // Rows skipped as an existing reminder (same dedupe key) come back without an id.
  const written = await insertNotifications(
    db,
    inPanel.map((user_id) => ({
      user_id,
      code: notice.code,
      params,
      link: notice.link,
      manuscript_id: notice.manuscriptId,
      dedupe_key: dedupeKey,
      created_at: now,
    })),
  );
  const panelRow = new Map(written.map((row) => [row.user_id, row.id]));
  await insertNotices(
    db,
    userIds.flatMap((user_id) => {
      const { panel, email } = preferences.get(user_id)!;
      // A reminder the panel already holds was noticed before: not mailed again.
      if (email === 'off' || (panel && !panelRow.has(user_id))) return [];
      return [
        {
          user_id,
          notification_id: panelRow.get(user_id) ?? null,
          code: notice.code,
          params,
          link: notice.link,
          manuscript_id: notice.manuscriptId,
          mode: email,
          dedupe_key: dedupeKey,
          created_at: now,
        },
      ];
    }),
  );
  return written.length;
}
