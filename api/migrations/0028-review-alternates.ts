// Alternate reviewers: when an editor invites a reviewer they may name up to
// five alternates, in order. Each alternate waits behind that invitation; when
// it is declined or not answered within the journal's response period, the
// next waiting one is invited (or skipped, with the reason, when they can no
// longer be). The row keeps what happened, so the round shows it to editors.
import { sql } from 'kysely';
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  await addId(db.schema.createTable('review_alternates'), dialectName(db))
    .addColumn('manuscript_id', 'integer', (c) =>
      c.notNull().references('manuscripts.id').onDelete('cascade'),
    )
    .addColumn('round_id', 'integer', (c) =>
      c.notNull().references('review_rounds.id').onDelete('cascade'),
    )
    // The invitation they stand behind (the one the editor named them with).
    .addColumn('invitation_id', 'integer', (c) =>
      c.notNull().references('review_invitations.id').onDelete('cascade'),
    )
    // 1-based order within that invitation's list.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('reviewer_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The review period the editor gave (due date − day of inviting), for the alternate's own invitation.
    .addColumn('review_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('waiting'))
    // Once invited: their invitation, the one whose decline or silence called them, and which it was.
    .addColumn('called_invitation_id', 'integer', (c) =>
      c.references('review_invitations.id').onDelete('set null'),
    )
    .addColumn('replaces_invitation_id', 'integer', (c) =>
      c.references('review_invitations.id').onDelete('set null'),
    )
    .addColumn('called_because', 'varchar(16)')
    // Once skipped: why (an author, already invited in the round, declined before, no longer a reviewer).
    .addColumn('skipped_because', 'varchar(16)')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'review_alternates_status_check',
      sql`status in ('waiting', 'invited', 'skipped')`,
    )
    .execute();
  await db.schema
    .createIndex('review_alternates_invitation_index')
    .on('review_alternates')
    .columns(['invitation_id', 'status', 'position'])
    .execute();
  await db.schema
    .createIndex('review_alternates_round_index')
    .on('review_alternates')
    .column('round_id')
    .execute();
  await db.schema
    .createIndex('review_alternates_called_index')
    .on('review_alternates')
    .column('called_invitation_id')
    .execute();
  // Days a reviewer has to answer an invitation before the next alternate is invited.
  await db.schema
    .alterTable('journals')
    .addColumn('invitation_response_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('journals').dropColumn('invitation_response_days').execute();
  await db.schema.dropTable('review_alternates').ifExists().execute();
}
