// The correspondence settings that templates, decisions and reminders read: each journal's
// reminder schedule and default revision period, a manuscript's revision due
// date, and whether a revision request asked for minor or major revisions.
// Defaults follow what OJS ships (a week before a review is due, then weekly).
import { sql } from 'kysely';
import type { AnyKysely } from '../src/db/portable';
import { timestampType } from '../src/db/portable';

const JOURNAL_COLUMNS: [string, number][] = [
  // Days an author has to submit a revision when a decision asks for one.
  ['revision_due_days', 30],
  // Days after an invitation with no answer before the reviewer is reminded.
  ['invitation_reminder_days', 5],
  // Days before a review is due that the reviewer is reminded.
  ['review_reminder_before_days', 7],
  // After the due date: a reminder every N days, at most M of them.
  ['review_overdue_every_days', 7],
  ['review_overdue_max', 3],
  // Days before a revision is due that the authors are reminded.
  ['revision_reminder_before_days', 7],
];

export async function up(db: AnyKysely): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column.
  for (const [name, value] of JOURNAL_COLUMNS) {
    await db.schema
      .alterTable('journals')
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(value))
      .execute();
  }
  await db.schema.alterTable('manuscripts').addColumn('revision_due_at', timestampType).execute();
  await db.schema
    .alterTable('editorial_decisions')
    .addColumn('revision_kind', sql.raw('varchar(8)'))
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('editorial_decisions').dropColumn('revision_kind').execute();
  await db.schema.alterTable('manuscripts').dropColumn('revision_due_at').execute();
  for (const [name] of [...JOURNAL_COLUMNS].reverse()) {
    await db.schema.alterTable('journals').dropColumn(name).execute();
  }
}
