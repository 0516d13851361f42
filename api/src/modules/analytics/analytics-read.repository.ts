// SQL of the analytics reads. Every query is a range read on an index:
// the histogram's primary key, or the facts' small "open"/"pending" indexes.
import type { Database } from '../../db/database';
import { NOW_MONTH } from './analytics-contributions';

/** The histogram rows a read selects: journal ids (0 = every journal) and an editor (0 = every editor). */
export type Slice = { journals: number[]; editor: number; from: string; to: string };

export type HistogramRow = { metric: string; value: number; n: number };
export type MonthRow = { month: string; metric: string; n: number };

const MONTHLY_METRICS = ['received', 'accepted', 'rejected', 'published'];

/** Sums of n by metric and value over the slice. */
export async function histogram(db: Database, s: Slice): Promise<HistogramRow[]> {
  if (s.journals.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_monthly')
    .select(['metric', 'value', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('editor_id', '=', s.editor)
    .where('journal_id', 'in', s.journals)
    .where('month', '>=', s.from)
    .where('month', '<=', s.to)
    .groupBy(['metric', 'value'])
    .execute();
  return rows.map((r) => ({ metric: r.metric, value: Number(r.value), n: Number(r.n) }));
}

/** The monthly counts (received, decided, published) over the slice. */
export async function monthCounts(db: Database, s: Slice): Promise<MonthRow[]> {
  if (s.journals.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_monthly')
    .select(['month', 'metric', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('editor_id', '=', s.editor)
    .where('journal_id', 'in', s.journals)
    .where('month', '>=', s.from)
    .where('month', '<=', s.to)
    .where('metric', 'in', MONTHLY_METRICS)
    .groupBy(['month', 'metric'])
    .execute();
  return rows.map((r) => ({ month: r.month, metric: r.metric, n: Number(r.n) }));
}

/** Per journal and metric (the yearly report): editor and months as in the slice. */
export async function histogramByJournal(db: Database, s: Slice, metrics: string[]) {
  if (s.journals.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_monthly')
    .select(['journal_id', 'metric', 'value', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('editor_id', '=', s.editor)
    .where('journal_id', 'in', s.journals)
    .where('month', '>=', s.from)
    .where('month', '<=', s.to)
    .where('metric', 'in', metrics)
    .groupBy(['journal_id', 'metric', 'value'])
    .execute();
  return rows.map((r) => ({
    journal_id: Number(r.journal_id),
    metric: r.metric,
    value: Number(r.value),
    n: Number(r.n),
  }));
}

/**
 * Unanswered invitations sent in [fromIso, toIso), split at read time into
 * those still within their journal's response period (pending) and those past
 * it (lapsed). Counted in SQL, one cutoff per response period in use: at 10^6
 * manuscripts there are some 30,000 unanswered invitations, too many to send
 * to the API process to classify one by one.
 */
export async function unansweredInvitations(
  db: Database,
  journals: number[] | 'all',
  editor: number,
  fromIso: string,
  toIso: string,
  now: Date,
): Promise<{ pending: number; lapsed: number }> {
  if (journals !== 'all' && journals.length === 0) return { pending: 0, lapsed: 0 };
  let periods = db.selectFrom('journals').select('invitation_response_days as days').distinct();
  if (journals !== 'all') periods = periods.where('id', 'in', journals);
  const cutoffs = (await periods.execute()).map((p) => ({
    days: Number(p.days),
    before: new Date(now.getTime() - Number(p.days) * 86_400_000).toISOString(),
  }));
  if (cutoffs.length === 0) return { pending: 0, lapsed: 0 };
  let query = db
    .selectFrom('analytics_invitations as i')
    .innerJoin('journals as j', 'j.id', 'i.journal_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.or(
                cutoffs.map((c) =>
                  eb.and([
                    eb('j.invitation_response_days', '=', c.days),
                    eb('i.invited_at', '<', c.before),
                  ]),
                ),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('lapsed'),
    ])
    .where('i.outcome', '=', 'pending')
    .where('i.invited_at', '>=', fromIso)
    .where('i.invited_at', '<', toIso);
  if (journals !== 'all') query = query.where('i.journal_id', 'in', journals);
  if (editor) query = query.where('i.editor_id', '=', editor);
  const row = await query.executeTakeFirst();
  const n = Number(row?.n ?? 0);
  const lapsed = Number(row?.lapsed ?? 0);
  return { pending: n - lapsed, lapsed };
}

/** Open manuscripts per handling editor (0: none), from the histogram's maintained counts. */
export async function openManuscripts(db: Database, journals: number[], editor: number) {
  if (journals.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_monthly')
    .select(['value', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('editor_id', '=', editor)
    .where('journal_id', 'in', journals)
    .where('month', '=', NOW_MONTH)
    .where('metric', '=', 'open_manuscripts')
    .groupBy('value')
    .execute();
  return rows.map((r) => ({ editor_id: Number(r.value), n: Number(r.n) }));
}

/**
 * Accepted reviews not submitted yet, counted per editor and reviewer with how
 * many are past due at `nowIso`. Counted here rather than in the API process:
 * at 10^6 manuscripts the rows themselves (68,000) took longer to send than
 * the count takes to make (docs/performance.md, "Editorial analytics at 10^6").
 */
export async function openReviews(
  db: Database,
  journals: number[] | 'all',
  editor: number,
  nowIso: string,
) {
  let query = db
    .selectFrom('analytics_invitations')
    .select((eb) => [
      'editor_id',
      'reviewer_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb.case().when('due_at', '<', nowIso).then(1).else(0).end()).as('overdue'),
    ])
    .where('open_review', '=', 1)
    .groupBy(['editor_id', 'reviewer_id']);
  if (journals !== 'all') {
    if (journals.length === 0) return [];
    query = query.where('journal_id', 'in', journals);
  }
  if (editor) query = query.where('editor_id', '=', editor);
  const rows = await query.execute();
  return rows.map((r) => ({
    editor_id: Number(r.editor_id),
    reviewer_id: Number(r.reviewer_id),
    n: Number(r.n),
    overdue: Number(r.overdue),
  }));
}

/** The first month with any data in one journal (0: every journal) for the editor. */
export async function firstMonth(db: Database, journal: number, editor: number) {
  const row = await db
    .selectFrom('analytics_monthly')
    .select((eb) => eb.fn.min('month').as('month'))
    .where('editor_id', '=', editor)
    .where('journal_id', '=', journal)
    .where('month', '<', NOW_MONTH)
    .executeTakeFirst();
  return (row?.month as string | null | undefined) ?? null;
}

export async function usersNamed(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Journals by title (all, or those of `ids`). */
export async function journalsTitled(db: Database, ids: number[] | 'all') {
  if (ids !== 'all' && ids.length === 0) return [];
  let query = db
    .selectFrom('journals')
    .select(['id', 'title as name'])
    .orderBy('title')
    .orderBy('id');
  if (ids !== 'all') query = query.where('id', 'in', ids);
  return query.execute();
}

/** Active users holding an editor role (an administrator's choice of handling editors). */
export async function activeEditors(db: Database) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .distinct()
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .where('r.name', 'in', ['editor-in-chief', 'associate-editor'])
    .where('u.deleted_at', 'is', null)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}
