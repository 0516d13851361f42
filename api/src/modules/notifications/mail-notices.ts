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

/** One notice and those it goes to (active users, not the actor). */
export type NoticeGroup = { userIds: number[]; notice: NoticeInput };

/**
 * Writes several notices at once (a submission tells its editors and its
 * authors): one read of the preferences and one insert each into the bell
 * and the mail notices, whatever the number of groups. Returns how many
 * panel rows were written.
 */
export async function writeNoticeGroups(db: Database, groups: NoticeGroup[]): Promise<number> {
  const live = groups.filter((group) => group.userIds.length > 0);
  if (live.length === 0) return 0;
  const preferences = await preferencesFor(
    db,
    [...new Set(live.flatMap((group) => group.userIds))],
    [...new Set(live.map((group) => notificationKindOf(group.notice.code)))],
  );
  const now = nowIso();
  const sends = live.map(({ userIds, notice }) => {
    const params = JSON.stringify(notice.params);
    return {
      userIds,
      preference: preferences.get(notificationKindOf(notice.code))!,
      /** What the bell's row and the mail notice both hold. */
      row: (user_id: number) => ({
        user_id,
        code: notice.code,
        params,
        link: notice.link,
        manuscript_id: notice.manuscriptId,
        dedupe_key: notice.dedupeKey ?? null,
        created_at: now,
      }),
    };
  });
  // Rows skipped as an existing reminder (same dedupe key) come back without an id.
  const written = await insertNotifications(
    db,
    sends.flatMap(({ userIds, preference, row }) =>
      userIds.filter((id) => preference.get(id)!.panel).map(row),
    ),
  );
  // A bell row is found again by its code and user: the groups of one call carry different
  // codes (a submission's editors and authors), so that pair names one row.
  const panelRow = new Map(written.map((r) => [`${r.code} ${r.user_id}`, r.id]));
  await insertNotices(
    db,
    sends.flatMap(({ userIds, preference, row }) =>
      userIds.flatMap((userId) => {
        const { panel, email } = preference.get(userId)!;
        const values = row(userId);
        const notificationId = panelRow.get(`${values.code} ${userId}`);
        // A reminder the panel already holds was noticed before: not mailed again.
        if (email === 'off' || (panel && notificationId === undefined)) return [];
        return [{ ...values, notification_id: notificationId ?? null, mode: email }];
      }),
    ),
  );
  return written.length;
}
