// SQL of a journal's correspondence settings: the six columns of migration 0020.
import type { JournalCorrespondence } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';

const COLUMNS = [
  'revision_due_days',
  'invitation_reminder_days',
  'review_reminder_before_days',
  'review_overdue_every_days',
  'review_overdue_max',
  'revision_reminder_before_days',
  // Migration 0027: the most open reviews per reviewer (null: no limit).
  'max_open_reviews',
  // Migration 0028: days to answer an invitation before the next alternate is invited.
  'invitation_response_days',
] as const satisfies readonly (keyof JournalCorrespondence)[];

/** The journal's settings with its title (for the audit); undefined when there is no such journal. */
export const findCorrespondence = (db: Database, journalId: number) =>
  db
    .selectFrom('journals')
    .select(['title', ...COLUMNS])
    .where('id', '=', journalId)
    .executeTakeFirst();

export async function updateCorrespondence(
  db: Database,
  journalId: number,
  values: JournalCorrespondence,
  at: string,
) {
  await db
    .updateTable('journals')
    .set({ ...values, updated_at: at })
    .where('id', '=', journalId)
    .execute();
}
