// Peer review: review rounds, reviewer invitations, the review's
// recommendation and confidential comments, editorial decisions and
// recommendations, the handling editor and the publication date.
// `review_assignments` stays the source of "who may see the manuscript as a
// reviewer"; invitations keep it in step (see api/src/modules/reviews).
import { type ColumnDefinitionBuilder, sql } from 'kysely';
import { addId, type AnyKysely, dialectName, timestampType } from '../src/db/portable';

const manuscriptId = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('manuscripts.id').onDelete('cascade');

async function index(db: AnyKysely, table: string, columns: string[], unique = false) {
  let builder = db.schema.createIndex(`${table}_${columns.join('_')}_index`).on(table);
  if (unique) builder = builder.unique();
  await builder.columns(columns).execute();
}

/** One column per statement: SQLite's ALTER TABLE adds a single column. */
async function addColumns(
  db: AnyKysely,
  table: string,
  columns: [string, string, ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][],
) {
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, sql.raw(type), build ?? ((c) => c))
      .execute();
  }
}

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);

  await addId(db.schema.createTable('review_rounds'), d)
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('closed_at', timestampType)
    .addCheckConstraint('review_rounds_status_check', sql`status in ('open', 'closed')`)
    .execute();
  await index(db, 'review_rounds', ['manuscript_id', 'round'], true);

  await addId(db.schema.createTable('review_invitations'), d)
    .addColumn('round_id', 'integer', (c) =>
      c.notNull().references('review_rounds.id').onDelete('cascade'),
    )
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('reviewer_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('invited'))
    .addColumn('due_at', timestampType, (c) => c.notNull())
    .addColumn('responded_at', timestampType)
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'review_invitations_status_check',
      sql`status in ('invited', 'accepted', 'declined', 'cancelled', 'completed')`,
    )
    .execute();
  await index(db, 'review_invitations', ['round_id', 'reviewer_id'], true);
  await index(db, 'review_invitations', ['reviewer_id', 'status']);
  await index(db, 'review_invitations', ['manuscript_id']);

  await addColumns(db, 'reviews', [
    ['round_id', 'integer', (c) => c.references('review_rounds.id').onDelete('set null')],
    ['invitation_id', 'integer'],
    ['recommendation', 'varchar(30)'],
    ['confidential_comments', 'text'],
    ['file_path', 'varchar(500)'],
    ['file_name', 'varchar(255)'],
    ['mime_type', 'varchar(100)'],
    ['file_size', 'integer'],
    ['submitted_at', timestampType],
  ]);
  // NULL round ids (reviews from before rounds) never collide.
  await index(db, 'reviews', ['round_id', 'user_id'], true);

  await addId(db.schema.createTable('editorial_decisions'), d)
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('round_id', 'integer', (c) => c.references('review_rounds.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('decision', 'varchar(30)', (c) => c.notNull())
    .addColumn('letter', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'editorial_decisions_kind_check',
      sql`kind in ('decision', 'recommendation')`,
    )
    .execute();
  await index(db, 'editorial_decisions', ['manuscript_id', 'id']);

  await addColumns(db, 'manuscripts', [
    ['handling_editor_id', 'integer', (c) => c.references('users.id').onDelete('set null')],
    ['published_at', timestampType],
  ]);
}

export async function down(db: AnyKysely): Promise<void> {
  for (const column of ['published_at', 'handling_editor_id']) {
    await db.schema.alterTable('manuscripts').dropColumn(column).execute();
  }
  await db.schema.dropTable('editorial_decisions').ifExists().execute();
  await db.schema.dropIndex('reviews_round_id_user_id_index').ifExists().execute();
  for (const column of [
    'submitted_at',
    'file_size',
    'mime_type',
    'file_name',
    'file_path',
    'confidential_comments',
    'recommendation',
    'invitation_id',
    'round_id',
  ]) {
    await db.schema.alterTable('reviews').dropColumn(column).execute();
  }
  await db.schema.dropTable('review_invitations').ifExists().execute();
  await db.schema.dropTable('review_rounds').ifExists().execute();
}
