// SQL of password reset links (table password_resets).
import type { Database } from '../../db/database';

export async function insertPasswordReset(
  db: Database,
  values: { userId: number; hash: string; email: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: values.userId,
      token_hash: values.hash,
      email: values.email,
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .execute();
}

/** The link's row with its account as it is now (undefined for an unknown token). */
export async function findPasswordReset(db: Database, hash: string) {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'r.email as sent_to',
      'r.expires_at',
      'r.used_at',
      'u.name',
      'u.email',
      'u.email_verified_at',
      'u.deleted_at',
    ])
    .where('r.token_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * Uses the link up if it is still unused and unexpired at `now`: true for the
 * one caller that did. The condition is in the UPDATE itself, so two resets
 * racing with one link (two API processes included) cannot both succeed.
 */
export async function consumePasswordReset(db: Database, id: number, now: string) {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every other unused link of the account (a reset leaves none behind). */
export async function endPasswordResets(db: Database, userId: number, now: string) {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes the account's links expired before `before` (kept a while to say "expired", not "invalid"). */
export async function deleteStalePasswordResets(db: Database, userId: number, before: string) {
  await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('expires_at', '<', before)
    .execute();
}
