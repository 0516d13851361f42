// Notification preferences: what a user sees in the panel and receives by
// e-mail, per kind of event. The notifications module asks `preferencesFor`
// when it writes a notice; the settings page reads and writes them here.
import {
  DEFAULT_KIND_PREFERENCE,
  NOTIFICATION_KINDS,
  type KindPreference,
  type NotificationKind,
  type NotificationPreferences,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso, toBool } from '../../db/portable';
import { preferencesOfKinds, preferencesOfUser, upsertPreferences } from './preferences.repository';

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** A user's preferences, every kind filled in (the default where none was chosen). */
export async function getPreferences(
  db: Database,
  userId: number,
): Promise<NotificationPreferences> {
  const chosen = await preferencesOfUser(db, userId);
  const result = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_KIND_PREFERENCE }]),
  ) as NotificationPreferences;
  for (const row of chosen) {
    if (isKind(row.kind)) result[row.kind] = { panel: toBool(row.panel), email: row.email };
  }
  return result;
}

export async function savePreferences(
  db: Database,
  userId: number,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  await upsertPreferences(
    db,
    userId,
    NOTIFICATION_KINDS.map((kind) => ({ kind, ...input[kind] })),
    nowIso(),
  );
  return getPreferences(db, userId);
}

/**
 * The preference of each user for each of `kinds` (the default for those who
 * chose none), read in one statement: `result.get(kind).get(userId)`.
 */
export async function preferencesFor(
  db: Database,
  userIds: number[],
  kinds: NotificationKind[],
): Promise<Map<NotificationKind, Map<number, KindPreference>>> {
  const result = new Map(
    kinds.map((kind) => [kind, new Map(userIds.map((id) => [id, DEFAULT_KIND_PREFERENCE]))]),
  );
  if (userIds.length === 0 || kinds.length === 0) return result;
  for (const row of await preferencesOfKinds(db, userIds, kinds)) {
    result
      .get(row.kind as NotificationKind)
      ?.set(row.user_id, { panel: toBool(row.panel), email: row.email });
  }
  return result;
}
