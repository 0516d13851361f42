// GET editorial-queue: manuscripts waiting for an editor, by stage, with days
// in stage, handling editor, invitation counts and an overdue flag. An editor
// sees the journals they edit (their team's, or any whose team names nobody
// for their role) and what they handle; administrators see every journal.
import { sql } from 'kysely';
import {
  ADMIN_ROLES,
  EDITORIAL_ACTION_DAYS,
  EDITORIAL_QUEUE_STAGES,
  type EditorialQueueItem,
  type EditorialQueueQuery,
  type EditorialQueueResponse,
  type EditorialQueueStage,
  holdsAnyRole,
  type QueueJournalFilter,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { pageMeta } from '../../lib/pagination';
import { countRows, pageRows } from '../../lib/paging.repository';
import type { AuthUser } from '../auth';
import { journalsNaming } from '../journals';
import { journalRefs } from '../journals';
import { userNames } from '../manuscripts';
import {
  type QueueFilters,
  type QueueRow,
  queueQuery,
  stageCounts,
} from './editorial-queue.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS));

function filtersOf(
  actor: AuthUser,
  query: EditorialQueueQuery,
  journal: QueueJournalFilter,
): QueueFilters {
  return {
    scope: holdsAnyRole(actor.roles, ADMIN_ROLES)
      ? undefined
      : { userId: actor.id, roles: actor.roles },
    journal:
      journal === 'all' ? undefined : journal === 'mine' ? { namingUserId: actor.id } : journal,
    search: query.search,
    stage: query.stage,
    assigned: query.assigned === 'me' ? actor.id : query.assigned,
    overdue: query.overdue,
  };
}

async function present(db: Database, rows: QueueRow[], now: number): Promise<EditorialQueueItem[]> {
  const [journals, editors] = await Promise.all([
    journalRefs(
      db,
      rows.map((r) => r.journal_id),
    ),
    userNames(
      db,
      rows.map((r) => r.handling_editor_id),
    ),
  ]);
  return rows.map((r) => {
    const journal = journals.get(r.journal_id);
    const editor = r.handling_editor_id === null ? undefined : editors.get(r.handling_editor_id);
    return {
      id: r.id,
      title: r.title,
      status: r.status,
      stage: r.stage as EditorialQueueStage,
      journal: journal ? { id: journal.id, title: journal.title } : null,
      submission_date: r.submission_date,
      stage_since: r.stage_since,
      days_in_stage: daysSince(r.stage_since, now),
      handling_editor: editor ? { id: editor.id, name: editor.name } : null,
      invitations: {
        accepted: Number(r.agreed),
        completed: Number(r.completed),
        pending: Number(r.pending),
        overdue: Number(r.late),
      },
      round: r.round === null ? null : Number(r.round),
      overdue: Number(r.is_overdue) === 1,
    };
  });
}

type QueueList = ReturnType<typeof queueQuery>;

/**
 * The asked order; by default new submissions newest first (the editor
 * assigns them as they come) and every other stage longest in stage first.
 */
function ordered(list: QueueList, query: EditorialQueueQuery): QueueList {
  if (!query.sort && !query.direction && query.stage === 'new_submissions') {
    return list
      .orderBy(sql`coalesce(t.submission_date, t.stage_since)`, 'desc')
      .orderBy('t.id', 'desc');
  }
  // Days in stage grow as stage_since gets older: "days desc" is "since asc".
  const sort = query.sort ?? 'days_in_stage';
  const direction = query.direction ?? (sort === 'title' ? 'asc' : 'desc');
  const column =
    sort === 'title'
      ? 't.title'
      : sort === 'submission_date'
        ? 't.submission_date'
        : 't.stage_since';
  const flip = sort === 'days_in_stage';
  const order = (direction === 'asc') !== flip ? 'asc' : 'desc';
  return list.orderBy(column, order).orderBy('t.id', order);
}

export async function editorialQueue(
  db: Database,
  actor: AuthUser,
  query: EditorialQueueQuery,
): Promise<EditorialQueueResponse> {
  const clock = Date.now();
  const now = new Date(clock).toISOString();
  const cutoff = new Date(clock - EDITORIAL_ACTION_DAYS * DAY_MS).toISOString();
  // The journal filter's choices; left out, the filter is the reader's own journals when they have any.
  const journals = await journalsNaming(db, actor.id);
  const journalId = query.journal_id ?? (journals.length ? 'mine' : 'all');
  const filters = filtersOf(actor, query, journalId);
  const list = ordered(queueQuery(db, filters, now, cutoff), query);
  const [total, counts] = await Promise.all([
    countRows(list),
    stageCounts(db, filters, now, cutoff),
  ]);
  const rows =
    total === 0 ? [] : await pageRows(list, query.per_page, (query.page - 1) * query.per_page);
  const stage_counts = Object.fromEntries(
    EDITORIAL_QUEUE_STAGES.map((stage) => [stage, counts.get(stage) ?? 0]),
  ) as Record<EditorialQueueStage, number>;
  return {
    data: await present(db, rows, clock),
    meta: { ...pageMeta(total, query), stage_counts, journals, journal_id: journalId },
  };
}
