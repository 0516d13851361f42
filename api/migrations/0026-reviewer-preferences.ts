// Conflicts of interest: the reviewers a manuscript's authors suggest and the
// ones they ask to exclude (each named by name and e-mail, with a reason; the
// e-mail finds the user when the reviewer finder reads them, so a reviewer
// who registers later is still matched), and the reason an editor gave for
// inviting a reviewer despite a conflict, kept on the invitation with the
// conflicts as they stood (so editors can read later why it was allowed).
import { sql } from 'kysely';
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);

  await addId(db.schema.createTable('manuscript_reviewer_preferences'), d)
    .addColumn('manuscript_id', 'integer', (c) =>
      c.notNull().references('manuscripts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'manuscript_reviewer_preferences_kind_check',
      sql`kind in ('suggested', 'excluded')`,
    )
    .execute();
  await db.schema
    .createIndex('manuscript_reviewer_preferences_manuscript_id_index')
    .on('manuscript_reviewer_preferences')
    .columns(['manuscript_id', 'kind', 'position'])
    .execute();

  // Co-authorship is screened by the authors' e-mail addresses across every manuscript: indexed.
  await db.schema
    .createIndex('manuscript_authors_email_lower_index')
    .on('manuscript_authors')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .alterTable('review_invitations')
    .addColumn('conflict_override_reason', 'text')
    .execute();
  // The conflicts overridden (a JSON list of {reviewer_id, kind, detail}), null when none.
  await db.schema
    .alterTable('review_invitations')
    .addColumn('conflicts_overridden', 'text')
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('review_invitations').dropColumn('conflicts_overridden').execute();
  await db.schema.alterTable('review_invitations').dropColumn('conflict_override_reason').execute();
  await db.schema.dropIndex('manuscript_authors_email_lower_index').execute();
  await db.schema.dropTable('manuscript_reviewer_preferences').execute();
}
