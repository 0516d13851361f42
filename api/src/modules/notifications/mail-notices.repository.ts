// SQL of the notices still to be mailed (mail_notices): written with the
// notification, claimed by the job (taken_at, conditionally: one mail per
// notice), read with their recipient.
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { MailNoticesTable } from '../../db/schema-mail';

/** Writes notices; a reminder already noted for its user (same dedupe key) is skipped. */
export async function insertNotices(db: Database, rows: Insertable<MailNoticesTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('mail_notices')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .execute();
}

const withRecipient = (db: Database) =>
  db
    .selectFrom('mail_notices as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id',
      'n.notification_id',
      'n.code',
      'n.params',
      'n.link',
      'n.manuscript_id',
      'n.created_at',
      'u.email',
      'u.name',
      'u.locale',
      'u.deleted_at',
    ]);

/** Notices to mail at once, oldest first. */
export const immediateNotices = (db: Database, limit: number) =>
  withRecipient(db)
    .where('n.taken_at', 'is', null)
    .where('n.mode', '=', 'immediate')
    .orderBy('n.id')
    .limit(limit)
    .execute();

export type NoticeRow = Awaited<ReturnType<typeof immediateNotices>>[number];

/** A user's notices waiting for the digest, written up to `until`. */
export const digestNoticesOf = (db: Database, userId: number, until: string) =>
  withRecipient(db)
    .where('n.user_id', '=', userId)
    .where('n.taken_at', 'is', null)
    .where('n.mode', '=', 'digest')
    .where('n.created_at', '<=', until)
    .orderBy('n.id')
    .execute();

/** The users with notices waiting for the digest. */
export async function usersAwaitingDigest(db: Database, until: string): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_notices')
    .select('user_id')
    .distinct()
    .where('taken_at', 'is', null)
    .where('mode', '=', 'digest')
    .where('created_at', '<=', until)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Takes notices for a mail: only those nobody took yet; returns the ids this caller took. */
export async function takeNotices(db: Database, ids: number[], at: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('mail_notices')
    .set({ taken_at: at })
    .where('id', 'in', ids)
    .where('taken_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The manuscript's journal (the letter is its journal's template). */
export async function journalOfManuscript(db: Database, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('manuscripts')
    .select('journal_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.journal_id ?? null;
}

/** Marks a panel notification mailed (the mail is in the outbox). */
export async function markNotificationMailed(db: Database, id: number, at: string) {
  await db.updateTable('notifications').set({ mailed_at: at }).where('id', '=', id).execute();
}

/**
 * Forgets notices mailed long ago; a reminder's stays as long as the panel
 * keeps reminders, since it is what stops the same reminder being mailed again.
 */
export async function pruneNotices(db: Database, before: string, remindersBefore: string) {
  const result = await db
    .deleteFrom('mail_notices')
    .where('taken_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('dedupe_key', 'is', null), eb('taken_at', '<', before)]),
        eb('taken_at', '<', remindersBefore),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
