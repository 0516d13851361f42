// SQL of notification preferences: one row per user and kind the user chose
// (a kind without a row gets the default: in the panel, mailed at once).
import type { Database } from '../../db/database';
import type { EmailDelivery } from '@colophon/shared/contracts';

export function preferencesOfUser(db: Database, userId: number) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'panel', 'email'])
    .where('user_id', '=', userId)
    .execute();
}

/** The chosen preference of `kind` of each of `userIds` that chose one. */
export function preferencesOfKinds(db: Database, userIds: number[], kinds: string[]) {
  return db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'panel', 'email'])
    .where('user_id', 'in', userIds)
    .where('kind', 'in', kinds)
    .execute();
}

/** Writes every kind's choice of a user (one statement, so a retry writes the same). */
export async function upsertPreferences(
  db: Database,
  userId: number,
  rows: { kind: string; panel: boolean; email: EmailDelivery }[],
  at: string,
) {
  await db
    .insertInto('notification_preferences')
    .values(rows.map((row) => ({ user_id: userId, ...row, updated_at: at })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        panel: eb.ref('excluded.panel'),
        email: eb.ref('excluded.email'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
