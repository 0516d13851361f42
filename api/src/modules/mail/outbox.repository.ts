// SQL of the mail outbox: writing a mail, claiming the queued ones for
// delivery (a conditional update, so one deliverer of several wins each
// attempt), recording an attempt's outcome.
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { MailOutboxTable, MailState } from '../../db/schema-mail';

export async function insertMail(db: Database, row: Insertable<MailOutboxTable>): Promise<number> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Queued mails whose next attempt is due, oldest first. */
export function dueMails(db: Database, now: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'address', 'subject', 'body', 'attempts'])
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type DueMail = Awaited<ReturnType<typeof dueMails>>[number];

/**
 * Claims one attempt at a queued mail: only the caller whose update still
 * sees the attempt count it read wins; the mail is then held until `holdUntil`
 * (a deliverer that dies mid-send leaves it to be retried after that).
 */
export async function claimAttempt(
  db: Database,
  mail: Pick<DueMail, 'id' | 'attempts'>,
  now: string,
  holdUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: mail.attempts + 1, next_attempt_at: holdUntil, updated_at: now })
    .where('id', '=', mail.id)
    .where('state', '=', 'queued')
    .where('attempts', '=', mail.attempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the outcome of an attempt (a retry stays queued until `nextAttemptAt`). */
export async function recordAttempt(
  db: Database,
  id: number,
  outcome: { state: MailState; error: string | null; at: string; nextAttemptAt?: string },
) {
  await db
    .updateTable('mail_outbox')
    .set({
      state: outcome.state,
      error: outcome.error,
      updated_at: outcome.at,
      ...(outcome.state === 'sent' || outcome.state === 'kept' ? { sent_at: outcome.at } : {}),
      ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}
