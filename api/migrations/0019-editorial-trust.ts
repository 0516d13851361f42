// Editorial trust: journals name their editorial team; a submitted review
// reaches the author only when a decision releases it (optionally with text
// the editor edited for the author); letters to the author and notes for the
// editors are two columns wherever they are written.
import { type ColumnDefinitionBuilder, sql } from 'kysely';
import { addId, type AnyKysely, booleanType, dialectName, timestampType } from '../src/db/portable';

async function addColumns(
  db: AnyKysely,
  table: string,
  columns: [string, string, ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][],
) {
  // One column per statement: SQLite's ALTER TABLE adds a single column.
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, sql.raw(type), build ?? ((c) => c))
      .execute();
  }
}

/**
 * The status changes whose notes were a letter to the author. Sending to
 * review and every other change carried notes for the editors.
 */
const LETTER_STEPS = [
  ['under_review', 'revision_requested'],
  ['under_review', 'accepted'],
  ['revised', 'accepted'],
  ['under_review', 'rejected'],
  ['revised', 'rejected'],
  ['submitted', 'rejected'],
  ['accepted', 'published'],
] as const;

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);

  await addId(db.schema.createTable('journal_editors'), d)
    .addColumn('journal_id', 'integer', (c) =>
      c.notNull().references('journals.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addCheckConstraint(
      'journal_editors_role_check',
      sql`role in ('editor_in_chief', 'associate_editor')`,
    )
    .execute();
  await db.schema
    .createIndex('journal_editors_journal_id_user_id_index')
    .on('journal_editors')
    .columns(['journal_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('journal_editors_user_id_index')
    .on('journal_editors')
    .column('user_id')
    .execute();

  await addColumns(db, 'journals', [
    [
      'share_reviews_with_reviewers',
      booleanType(d) as string,
      (c) => c.notNull().defaultTo(d === 'postgres' ? sql`false` : 0),
    ],
  ]);

  await addColumns(db, 'reviews', [
    ['released_at', timestampType as string],
    ['author_content', 'text'],
  ]);
  // Reviews of rounds already decided were shown to authors before: they stay released.
  await db
    .updateTable('reviews')
    .set({ released_at: sql`updated_at` })
    .where((eb) =>
      eb.or([
        eb(
          'round_id',
          'in',
          eb.selectFrom('review_rounds').select('id').where('status', '=', 'closed'),
        ),
        eb.and([
          eb('round_id', 'is', null),
          eb(
            'manuscript_id',
            'in',
            eb
              .selectFrom('manuscripts')
              .select('id')
              .where('status', 'not in', ['submitted', 'under_review']),
          ),
        ]),
      ]),
    )
    .execute();

  await addColumns(db, 'manuscript_status_history', [['letter', 'text']]);
  await addColumns(db, 'editorial_decisions', [['internal_note', 'text']]);
  // A decision's notes were its letter to the author; any other change's notes stay, for the editors.
  for (const [from, to] of LETTER_STEPS) {
    await db
      .updateTable('manuscript_status_history')
      .set({ letter: sql`notes`, notes: null })
      .where('from_status', '=', from)
      .where('to_status', '=', to)
      .execute();
  }
  await db
    .updateTable('editorial_decisions')
    .set({ internal_note: sql`letter`, letter: null })
    .where('kind', '=', 'decision')
    .where('decision', '=', 'send_to_review')
    .execute();
  await acceptedInvitationsForPlainAssignments(db);
}

/**
 * Reviewers named without an invitation to a manuscript under review get an
 * accepted invitation of its open round (opened when it had none), so every
 * assignment is an invitation.
 */
async function acceptedInvitationsForPlainAssignments(db: AnyKysely) {
  const plain = await db
    .selectFrom('review_assignments as a')
    .innerJoin('manuscripts as m', 'm.id', 'a.manuscript_id')
    .select(['a.manuscript_id', 'a.reviewer_id', 'a.assigned_by', 'a.created_at'])
    .where('m.status', '=', 'under_review')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_invitations as i')
            .select('i.id')
            .whereRef('i.manuscript_id', '=', 'a.manuscript_id')
            .whereRef('i.reviewer_id', '=', 'a.reviewer_id'),
        ),
      ),
    )
    .execute();
  const now = new Date().toISOString();
  for (const a of plain) {
    let round = await db
      .selectFrom('review_rounds')
      .select('id')
      .where('manuscript_id', '=', a.manuscript_id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!round) {
      const last = await db
        .selectFrom('review_rounds')
        .select(sql<number>`coalesce(max(round), 0)`.as('round'))
        .where('manuscript_id', '=', a.manuscript_id)
        .executeTakeFirst();
      round = await db
        .insertInto('review_rounds')
        .values({
          manuscript_id: a.manuscript_id,
          round: Number(last?.round ?? 0) + 1,
          status: 'open',
          created_at: a.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const due = new Date(Date.parse(a.created_at) + 21 * 86_400_000).toISOString();
    await db
      .insertInto('review_invitations')
      .values({
        round_id: round.id,
        manuscript_id: a.manuscript_id,
        reviewer_id: a.reviewer_id,
        invited_by: a.assigned_by,
        status: 'accepted',
        due_at: due,
        responded_at: a.created_at,
        created_at: a.created_at,
        updated_at: now,
      })
      .execute();
  }
}

export async function down(db: AnyKysely): Promise<void> {
  // Letters go back into the notes they came from (a change with both keeps its letter).
  await db
    .updateTable('manuscript_status_history')
    .set({ notes: sql`letter` })
    .where('letter', 'is not', null)
    .execute();
  await db.schema.alterTable('manuscript_status_history').dropColumn('letter').execute();
  await db.schema.alterTable('editorial_decisions').dropColumn('internal_note').execute();
  for (const column of ['author_content', 'released_at']) {
    await db.schema.alterTable('reviews').dropColumn(column).execute();
  }
  await db.schema.alterTable('journals').dropColumn('share_reviews_with_reviewers').execute();
  await db.schema.dropTable('journal_editors').ifExists().execute();
}
