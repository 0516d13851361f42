// SQL of the editorial queue: open manuscripts with their stage, computed
// from the status and the invitations of the latest review round
// (docs/workflow.md, "The editorial queue"). Portable SQL: ISO text
// timestamps compare as text on both databases.
import { sql } from 'kysely';
import { REVIEWERS_NEEDED } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { titleOrNumber } from '../../lib/title-or-number';
import { editedJournalIds, namingJournalIds } from '../journals';

/** The statuses that wait for an editor. */
export const QUEUE_STATUSES = ['submitted', 'under_review', 'revised', 'accepted'] as const;

export type QueueFilters = {
  /** An editor who is not an administrator: the journals they edit and what they handle. */
  scope?: { userId: number; roles: readonly string[] };
  /** One journal, or the journals whose team names this user. */
  journal?: number | { namingUserId: number };
  /** The title contains it, or it names the manuscript ("MS-12", "12"). */
  search?: string;
  stage?: string;
  /** Handling editor: this user id, or 'unassigned'. */
  assigned?: number | 'unassigned';
  overdue?: boolean;
};

const invitationCount = (statuses: string[], dueBefore?: string) =>
  sql<number>`(select count(*) from review_invitations i
    where i.round_id = q.round_id and i.status in (${sql.join(statuses)})
    ${dueBefore ? sql`and i.due_at < ${dueBefore}` : sql``})`;

/** Every queue row, unfiltered: id, title, status, stage, counts, stage_since… */
function queueRows(db: Database, now: string, cutoff: string) {
  const base = db
    .selectFrom('manuscripts as m')
    .select([
      'm.id',
      'm.title',
      'm.status',
      'm.journal_id',
      'm.submission_date',
      'm.handling_editor_id',
      sql<number | null>`(select max(r.id) from review_rounds r where r.manuscript_id = m.id)`.as(
        'round_id',
      ),
      sql<string>`coalesce((select max(h.created_at) from manuscript_status_history h
        where h.manuscript_id = m.id), m.updated_at)`.as('stage_since'),
    ])
    .where('m.status', 'in', [...QUEUE_STATUSES]);
  const counted = db
    .selectFrom(base.as('q'))
    .selectAll('q')
    .select([
      invitationCount(['accepted', 'completed']).as('agreed'),
      invitationCount(['completed']).as('completed'),
      invitationCount(['invited']).as('pending'),
      invitationCount(['invited', 'accepted'], now).as('late'),
      sql<number | null>`(select r.round from review_rounds r where r.id = q.round_id)`.as('round'),
    ]);
  const staged = db
    .selectFrom(counted.as('c'))
    .selectAll('c')
    .select(
      sql<string>`case
        when c.status = 'submitted' then 'new_submissions'
        when c.status = 'revised' then 'revisions_submitted'
        when c.status = 'accepted' then 'accepted'
        when c.agreed < ${REVIEWERS_NEEDED} then 'awaiting_reviewers'
        when c.agreed = c.completed then 'reviews_complete'
        else 'reviews_in_progress' end`.as('stage'),
    );
  return db
    .selectFrom(staged.as('s'))
    .selectAll('s')
    .select(
      sql<number>`case when s.late > 0
        or (s.stage <> 'reviews_in_progress' and s.stage_since < ${cutoff}) then 1 else 0 end`.as(
        'is_overdue',
      ),
    );
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

/** The queue under the filters, as a query (derived table `t`) to page and sort. */
export function queueQuery(
  db: Database,
  filters: QueueFilters,
  now: string,
  cutoff: string,
  withStage = true,
) {
  let query = db.selectFrom(queueRows(db, now, cutoff).as('t')).selectAll('t');
  const { scope, journal } = filters;
  if (scope) {
    query = query.where((eb) =>
      eb.or([
        eb('t.journal_id', 'in', editedJournalIds(db, scope.userId, scope.roles)),
        eb('t.handling_editor_id', '=', scope.userId),
      ]),
    );
  }
  if (typeof journal === 'number') query = query.where('t.journal_id', '=', journal);
  else if (journal)
    query = query.where('t.journal_id', 'in', namingJournalIds(db, journal.namingUserId));
  const term = filters.search?.trim();
  if (term)
    query = query.where((eb) => eb.or(titleOrNumber(term, eb.ref('t.id'), [eb.ref('t.title')])));
  if (withStage && filters.stage) query = query.where('t.stage', '=', filters.stage);
  if (filters.assigned === 'unassigned') query = query.where('t.handling_editor_id', 'is', null);
  else if (filters.assigned !== undefined)
    query = query.where('t.handling_editor_id', '=', filters.assigned);
  if (filters.overdue) query = query.where('t.is_overdue', '=', 1);
  return query;
}

/** Manuscripts per stage under the filters (the stage filter ignored). */
export async function stageCounts(
  db: Database,
  filters: QueueFilters,
  now: string,
  cutoff: string,
): Promise<Map<string, number>> {
  const rows = await queueQuery(db, filters, now, cutoff, false)
    .clearSelect()
    .select(['t.stage', sql<number | string>`count(*)`.as('n')])
    .groupBy('t.stage')
    .execute();
  return new Map(rows.map((r) => [r.stage, Number(r.n)]));
}
