// The dashboard's parts, one per role group (dashboardViews in the contracts'
// permissions). Each reads through the same queries as the screen it links to
// (the editorial queue, Review Assignments, My Submissions), so a figure and
// the list it opens agree.
import {
  MANUSCRIPT_STATUSES,
  type EditorialDashboard,
  type PlatformDashboard,
  type ReviewsDashboard,
  type SubmissionsDashboard,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { countRows } from '../../lib/paging.repository';
import type { AuthUser } from '../auth';
import { editorialQueue } from '../decisions';
import { ownIds } from '../manuscripts';
import { assignmentsQuery } from '../reviews';
import { isOverdue } from '../reviews';
import * as repo from './dashboard.repository';

const PENDING_REVIEW_STATUSES = ['submitted', 'under_review', 'revised'];
/** How many manuscripts "action required" and "next reviews due" list. */
const LIST_LIMIT = 5;

/** Every known status at 0, then the counts found. */
function everyStatus(counts: Record<string, number>): Record<string, number> {
  const all: Record<string, number> = Object.fromEntries(MANUSCRIPT_STATUSES.map((s) => [s, 0]));
  for (const [status, count] of Object.entries(counts)) all[status] = count;
  return all;
}

/** Administrators: the platform's figures (as the dashboard always showed them). */
export async function platformPart(db: Database): Promise<PlatformDashboard> {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [activeJournals, published, byStatus, users] = await Promise.all([
    repo.countActiveJournals(db),
    repo.countPublishedSince(db, monthStart),
    repo.manuscriptsByStatus(db),
    repo.countUsers(db),
  ]);
  // The total and the pending count are sums of the counts by status: one
  // reading of the table instead of three (each a statement and a scan).
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  return {
    total_manuscripts: sum(Object.values(byStatus)),
    active_journals: activeJournals,
    pending_reviews: sum(PENDING_REVIEW_STATUSES.map((status) => byStatus[status] ?? 0)),
    published_this_month: published,
    total_users: users,
    manuscripts_by_status: everyStatus(byStatus),
  };
}

/** Editors: the editorial queue's counts, as /editorial-queue shows them with the same filters. */
export async function editorialPart(db: Database, actor: AuthUser): Promise<EditorialDashboard> {
  const first = { page: 1, per_page: 1 };
  const [all, overdue, mine] = await Promise.all([
    editorialQueue(db, actor, first),
    editorialQueue(db, actor, { ...first, overdue: true }),
    editorialQueue(db, actor, { ...first, assigned: 'me' }),
  ]);
  return {
    stage_counts: all.meta.stage_counts,
    overdue: overdue.meta.total,
    decisions_due: all.meta.stage_counts.reviews_complete,
    assigned_to_me: mine.meta.total,
  };
}

/** Reviewers: their own invitations, counted as Review Assignments filters them. */
export async function reviewsPart(db: Database, actor: AuthUser): Promise<ReviewsDashboard> {
  const now = new Date().toISOString();
  const mine = (status: 'invited' | 'accepted' | 'overdue') =>
    assignmentsQuery(db, { reviewerId: actor.id, status, now });
  const [open, due, overdue, next] = await Promise.all([
    countRows(mine('invited')),
    countRows(mine('accepted')),
    countRows(mine('overdue')),
    mine('accepted')
      .clearOrderBy()
      .orderBy('i.due_at', 'asc')
      .orderBy('i.id', 'asc')
      .limit(LIST_LIMIT)
      .execute(),
  ]);
  return {
    open_invitations: open,
    reviews_due: due,
    overdue,
    next_due: next.map((row) => ({
      id: row.id,
      manuscript: { id: row.manuscript_id, title: row.manuscript_title },
      status: row.status,
      due_at: row.due_at,
      overdue: isOverdue(row, row.round_status === 'open', now),
    })),
  };
}

/** Authors: their submissions by status, and those waiting for their revision. */
export async function submissionsPart(
  db: Database,
  actor: AuthUser,
): Promise<SubmissionsDashboard> {
  const [byStatus, actionRequired] = await Promise.all([
    repo.statusCountsOf(db, ownIds(db, actor)),
    repo.manuscriptsWithStatus(db, ownIds(db, actor), 'revision_requested', LIST_LIMIT),
  ]);
  const all = everyStatus(byStatus);
  return {
    total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    by_status: all,
    action_required: actionRequired.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      updated_at: row.updated_at,
    })),
  };
}
