// Review forms per journal: each journal's current questions (one row, the
// ordered list as JSON, with a version counted up on every save), and on each
// review the answers with a snapshot of the questions as they were answered.
// Snapshotting (rather than keeping every version of the form) means a later
// edit of the form cannot change what an old answer was an answer to, and a
// review is read without looking up the form at all.
import { type AnyKysely, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('review_forms')
    .addColumn('journal_id', 'integer', (c) =>
      c.primaryKey().references('journals.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    // ReviewQuestion[] (shared/src/contracts/review-forms.ts), in order; [] means no form.
    .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .execute();
  // ReviewAnswer[]: { question (snapshot), value }; null on reviews written without a form.
  await db.schema.alterTable('reviews').addColumn('answers', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('review_form_version', 'integer').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('review_form_version').execute();
  await db.schema.alterTable('reviews').dropColumn('answers').execute();
  await db.schema.dropTable('review_forms').execute();
}
