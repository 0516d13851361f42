// Editorial analytics (docs/analytics.md, docs/adr/0019-analytics-aggregates.md):
// per-manuscript and per-invitation facts, the monthly histogram the figures
// are read from, and the dirty queue the triggers fill on every write that
// changes a manuscript's figures.
import { sql } from 'kysely';
import { createAnalyticsTriggers, dropAnalyticsTriggers } from '../src/db/analytics-triggers';
import { type AnyKysely, dialectName, timestampType } from '../src/db/portable';

export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectName(db);
  await db.schema
    .createTable('analytics_manuscripts')
    .addColumn('manuscript_id', 'integer', (c) => c.primaryKey())
    .addColumn('journal_id', 'integer', (c) => c.notNull())
    .addColumn('editor_id', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', timestampType)
    .addColumn('first_decision_at', timestampType)
    .addColumn('first_decision_kind', 'varchar(24)')
    .addColumn('first_decision_desk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('final_decision_at', timestampType)
    .addColumn('final_decision_kind', 'varchar(24)')
    .addColumn('final_decision_desk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', timestampType)
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('analytics_invitations')
    .addColumn('invitation_id', 'integer', (c) => c.primaryKey())
    .addColumn('manuscript_id', 'integer', (c) => c.notNull())
    .addColumn('journal_id', 'integer', (c) => c.notNull())
    .addColumn('editor_id', 'integer', (c) => c.notNull())
    .addColumn('reviewer_id', 'integer', (c) => c.notNull())
    .addColumn('invited_at', timestampType, (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('respond_days', 'integer')
    .addColumn('review_submitted_at', timestampType)
    .addColumn('review_days', 'integer')
    .addColumn('review_late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', timestampType, (c) => c.notNull())
    .execute();
  await sql`create index analytics_invitations_manuscript_index
    on analytics_invitations (manuscript_id)`.execute(db);
  // Unanswered invitations are classified (pending or expired) at read time: few rows.
  await sql`create index analytics_invitations_outcome_index
    on analytics_invitations (outcome, invited_at, journal_id, editor_id)`.execute(db);
  await sql`create index analytics_invitations_open_index
    on analytics_invitations (open_review, journal_id, editor_id, reviewer_id, due_at)`.execute(db);

  // The histogram: its key is the figures' read (editor, journals, months),
  // and it holds n, so a read touches the key's index only: WITHOUT ROWID on
  // SQLite, INCLUDE (n) on PostgreSQL.
  const columns = `editor_id integer not null, journal_id integer not null,
    month varchar(7) not null, metric varchar(40) not null, value integer not null,
    n integer not null`;
  const key = 'primary key (editor_id, journal_id, month, metric, value)';
  await sql
    .raw(
      dialect === 'postgres'
        ? `create table analytics_monthly (${columns}, ${key} include (n))`
        : `create table analytics_monthly (${columns}, ${key}) without rowid`,
    )
    .execute(db);

  await db.schema
    .createTable('analytics_dirty')
    .addColumn('manuscript_id', 'integer', (c) => c.primaryKey())
    .execute();
  await createAnalyticsTriggers(db, dialect);
  // Existing manuscripts get their figures at the first read (or rebuildAnalytics).
  await sql`insert into analytics_dirty (manuscript_id) select id from manuscripts`.execute(db);
}

export async function down(db: AnyKysely): Promise<void> {
  await dropAnalyticsTriggers(db, dialectName(db));
  for (const table of [
    'analytics_dirty',
    'analytics_monthly',
    'analytics_invitations',
    'analytics_manuscripts',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
