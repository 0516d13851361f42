// SQL of folding: claiming dirty manuscripts, reading their rows and their
// old facts, storing new facts and adding histogram deltas.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { lockTransaction, skipLocked } from '../../db/dialect/sql-dialect';
import type { MonthlyRow } from './analytics-contributions';
import type { InvitationFacts, ManuscriptFacts } from './analytics-facts';

/** Which manuscripts: a list of ids (a fold) or an id range [from, to) (a rebuild). */
export type Selection = { ids: number[] } | { from: number; to: number };

const where = (column: string, s: Selection): RawBuilder<boolean> =>
  'ids' in s
    ? sql<boolean>`${sql.ref(column)} in (${sql.join(s.ids)})`
    : sql<boolean>`${sql.ref(column)} >= ${s.from} and ${sql.ref(column)} < ${s.to}`;

/** Rows per multi-row insert: well under both databases' parameter limits. */
const BATCH = 200;

/**
 * Claims up to `limit` dirty manuscripts: deleted in the caller's transaction,
 * so another process cannot claim them too, and rows a writer holds
 * (uncommitted) are skipped on PostgreSQL until it commits.
 */
export async function claimDirty(db: Database, limit: number): Promise<number[]> {
  const lock = skipLocked(db);
  const { rows } = await sql<{ manuscript_id: number }>`delete from analytics_dirty
    where manuscript_id in (select manuscript_id from analytics_dirty
      order by manuscript_id limit ${sql.lit(limit)}${lock})
    returning manuscript_id`.execute(db);
  return rows.map((r) => Number(r.manuscript_id));
}

/** Folds of several API processes run one at a time (PostgreSQL; SQLite has one writer). */
export async function lockFolds(db: Database) {
  await lockTransaction(db, 4_030_030);
}

export async function hasDirty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('analytics_dirty')
    .select('manuscript_id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The rows facts are computed from. */
export async function readSources(db: Database, s: Selection) {
  const [manuscripts, history, invitations, reviews] = await Promise.all([
    db
      .selectFrom('manuscripts')
      .select([
        'id',
        'journal_id',
        'handling_editor_id',
        'status',
        'submission_date',
        'published_at',
      ])
      .where(where('id', s))
      .execute(),
    db
      .selectFrom('manuscript_status_history')
      .select(['id', 'manuscript_id', 'to_status', 'created_at'])
      .where(where('manuscript_id', s))
      .execute(),
    db
      .selectFrom('review_invitations')
      .select([
        'id',
        'manuscript_id',
        'reviewer_id',
        'status',
        'created_at',
        'responded_at',
        'due_at',
      ])
      .where(where('manuscript_id', s))
      .execute(),
    db
      .selectFrom('reviews')
      .select(['manuscript_id', 'invitation_id', 'submitted_at'])
      .where(where('manuscript_id', s))
      .where('invitation_id', 'is not', null)
      .where('submitted_at', 'is not', null)
      .execute(),
  ]);
  return { manuscripts, history, invitations, reviews };
}

export async function readFacts(db: Database, ids: number[]) {
  const s = { ids };
  const [manuscripts, invitations] = await Promise.all([
    db.selectFrom('analytics_manuscripts').selectAll().where(where('manuscript_id', s)).execute(),
    db.selectFrom('analytics_invitations').selectAll().where(where('manuscript_id', s)).execute(),
  ]);
  return { manuscripts, invitations };
}

export async function deleteFacts(db: Database, ids: number[]) {
  const s = { ids };
  await db.deleteFrom('analytics_manuscripts').where(where('manuscript_id', s)).execute();
  await db.deleteFrom('analytics_invitations').where(where('manuscript_id', s)).execute();
}

export async function insertFacts(
  db: Database,
  manuscripts: ManuscriptFacts[],
  invitations: InvitationFacts[],
) {
  for (let i = 0; i < manuscripts.length; i += BATCH)
    await db
      .insertInto('analytics_manuscripts')
      .values(manuscripts.slice(i, i + BATCH))
      .execute();
  for (let i = 0; i < invitations.length; i += BATCH)
    await db
      .insertInto('analytics_invitations')
      .values(invitations.slice(i, i + BATCH))
      .execute();
}

/**
 * Adds the deltas to the histogram (n = n + delta) in key order, so two
 * writers never lock the same rows in opposite orders, then drops rows
 * that reached 0.
 */
export async function applyDeltas(db: Database, rows: MonthlyRow[]) {
  const emptied: MonthlyRow[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const result = await db
      .insertInto('analytics_monthly')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc
          .columns(['editor_id', 'journal_id', 'month', 'metric', 'value'])
          .doUpdateSet({ n: sql`analytics_monthly.n + excluded.n` }),
      )
      .returning(['editor_id', 'journal_id', 'month', 'metric', 'value', 'n'])
      .execute();
    emptied.push(...result.filter((r) => Number(r.n) === 0));
  }
  for (const r of emptied)
    await db
      .deleteFrom('analytics_monthly')
      .where('editor_id', '=', r.editor_id)
      .where('journal_id', '=', r.journal_id)
      .where('month', '=', r.month)
      .where('metric', '=', r.metric)
      .where('value', '=', r.value)
      .where('n', '=', 0)
      .execute();
}

export async function emptyAnalytics(db: Database) {
  for (const table of [
    'analytics_dirty',
    'analytics_monthly',
    'analytics_invitations',
    'analytics_manuscripts',
  ] as const)
    await db.deleteFrom(table).execute();
}

export async function maxManuscriptId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('manuscripts')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
