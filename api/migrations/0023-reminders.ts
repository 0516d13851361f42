// Sent reminders: one row per reminder the job sent, under a UNIQUE key
// (kind, target, due date, sequence, recipient). The row is written in the
// same transaction as its notification, so of two API processes reminding at
// once the one whose insert loses the race writes nothing. The manuscript
// shows the rows to its editors ("last reminded 2 days ago").
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

/** The dedupe keys of the reminders sent before this table existed: `kind:invitation:due`. */
const LEGACY_KEY = /^(reviewReminder|reviewOverdue):(\d+):(.+)$/;

export async function up(db: AnyKysely): Promise<void> {
  await addId(db.schema.createTable('sent_reminders'), dialectName(db))
    // A notification code: invitationReminder, reviewReminder, reviewOverdue, revisionReminder, revisionOverdue.
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    // The invitation (reviewers' reminders) or the manuscript (revision reminders).
    .addColumn('target_id', 'integer', (c) => c.notNull())
    // The due date the reminder was about: a new date re-arms the reminders.
    .addColumn('due_at', timestampType, (c) => c.notNull())
    // 1 for a single reminder; the nth overdue notice of a due date.
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('manuscript_id', 'integer', (c) =>
      c.notNull().references('manuscripts.id').onDelete('cascade'),
    )
    .addColumn('sent_at', timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sent_reminders_once_index')
    .on('sent_reminders')
    .columns(['kind', 'target_id', 'due_at', 'sequence', 'recipient_id'])
    .unique()
    .execute();
  // The manuscript's reminders, for its review rounds.
  await db.schema
    .createIndex('sent_reminders_manuscript_id_index')
    .on('sent_reminders')
    .column('manuscript_id')
    .execute();
  await keepLegacyReminders(db);
}

/**
 * Reminders sent before this table were known by their notification's dedupe
 * key: recorded here, they are not sent again (an overdue one counts as the first).
 */
async function keepLegacyReminders(db: AnyKysely) {
  const notices = (await db
    .selectFrom('notifications')
    .select(['user_id', 'dedupe_key', 'created_at'])
    .where('dedupe_key', 'is not', null)
    .where('code', 'in', ['reviewReminder', 'reviewOverdue'])
    .execute()) as { user_id: number; dedupe_key: string; created_at: string }[];
  const parsed = notices.flatMap((n) => {
    const match = LEGACY_KEY.exec(n.dedupe_key);
    return match ? [{ ...n, kind: match[1]!, invitationId: Number(match[2]), due: match[3]! }] : [];
  });
  const ids = [...new Set(parsed.map((p) => p.invitationId))];
  const invitations = new Map<number, { reviewer_id: number; manuscript_id: number }>();
  // In chunks: a parameter list has limits on both databases.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await db
      .selectFrom('review_invitations')
      .select(['id', 'reviewer_id', 'manuscript_id'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute()) as { id: number; reviewer_id: number; manuscript_id: number }[];
    for (const row of rows) invitations.set(row.id, row);
  }
  for (const p of parsed) {
    const invitation = invitations.get(p.invitationId);
    if (!invitation || invitation.reviewer_id !== p.user_id) continue;
    await db
      .insertInto('sent_reminders')
      .values({
        kind: p.kind,
        target_id: p.invitationId,
        due_at: p.due,
        sequence: 1,
        recipient_id: p.user_id,
        manuscript_id: invitation.manuscript_id,
        sent_at: p.created_at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('sent_reminders').ifExists().execute();
}
