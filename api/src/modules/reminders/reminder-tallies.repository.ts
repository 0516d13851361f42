// SQL of what the manuscript shows of its reminders: per invitation, and for
// the revision awaited from its authors.
import type { Database } from '../../db/database';
import { AUTHOR_REMINDERS, REVIEWER_REMINDERS } from './reminders.repository';

export type ReminderTally = { target_id: number; count: number; last_sent_at: string | null };

/** Per invitation of the manuscript: how many reviewer reminders were sent, the last when. */
export async function invitationReminderTallies(
  db: Database,
  manuscriptId: number,
): Promise<ReminderTally[]> {
  const rows = await db
    .selectFrom('sent_reminders')
    .select((eb) => [
      'target_id',
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('sent_at').as('last_sent_at'),
    ])
    .where('manuscript_id', '=', manuscriptId)
    .where('kind', 'in', [...REVIEWER_REMINDERS])
    .groupBy('target_id')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/**
 * The revision reminders sent for the manuscript's due date: counted once per
 * reminder, however many authors received it.
 */
export async function revisionReminderTally(
  db: Database,
  manuscriptId: number,
  dueAt: string,
): Promise<{ count: number; last_sent_at: string | null }> {
  const rows = await db
    .selectFrom('sent_reminders')
    .select((eb) => ['kind', 'sequence', eb.fn.max('sent_at').as('sent_at')])
    .where('target_id', '=', manuscriptId)
    .where('due_at', '=', dueAt)
    .where('kind', 'in', [...AUTHOR_REMINDERS])
    .groupBy(['kind', 'sequence'])
    .execute();
  const last = rows.reduce<string | null>(
    (latest, r) => (latest === null || r.sent_at > latest ? r.sent_at : latest),
    null,
  );
  return { count: rows.length, last_sent_at: last };
}
