// GET reviews/assignments: a reviewer's own invitations; administrators see
// everyone's, editors those of the journals they edit and the manuscripts they
// handle (as the editorial queue), optionally for one reviewer.
import {
  msg,
  type ReviewAssignment,
  type ReviewAssignmentsQuery,
  type ReviewAssignmentsResponse,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { ADMIN_ROLES, hasAnyRole } from '../../lib/roles';
import { paginate } from '../../lib/pagination';
import type { AuthUser } from '../auth';
import { isReviewerRole, isStaff } from '../manuscripts';
import { assignmentsQuery } from './review-assignments.repository';
import { isOverdue } from './reviews.presenter';

const isAdmin = (actor: AuthUser) => hasAnyRole(actor, ADMIN_ROLES);

/** Staff read everyone's; a reviewer reads their own; anyone else may not. */
export function assertMayListAssignments(actor: AuthUser) {
  if (!isStaff(actor) && !isReviewerRole(actor)) throw forbidden();
}

export async function listAssignments(
  db: Database,
  actor: AuthUser,
  query: ReviewAssignmentsQuery,
): Promise<ReviewAssignmentsResponse> {
  assertMayListAssignments(actor);
  const now = new Date().toISOString();
  const staff = isStaff(actor);
  const reviewerId = staff ? query.reviewer_id : actor.id;
  const rows = assignmentsQuery(db, {
    reviewerId,
    status: query.status,
    search: query.search,
    editor: staff && !isAdmin(actor) ? { id: actor.id, roles: actor.roles } : undefined,
    now,
  });
  return paginate(rows, query, (page) => page.map((row) => toAssignment(row, now)));
}

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentsQuery>['execute']>>[number];

function toAssignment(row: AssignmentRow, now: string): ReviewAssignment {
  return {
    id: row.id,
    manuscript: {
      id: row.manuscript_id,
      title: row.manuscript_title,
      status: row.manuscript_status,
    },
    round: row.round,
    reviewer: { id: row.reviewer_id, name: row.reviewer_name },
    status: row.status as ReviewAssignment['status'],
    due_at: row.due_at,
    overdue: isOverdue(row, row.round_status === 'open', now),
    responded_at: row.responded_at,
    created_at: row.created_at,
    review_id: row.review_id,
  };
}

/**
 * GET invitations/{id}: the reader's own invitation, as a row of their
 * assignments (the page an invitation e-mail's accept and decline links open).
 * Anyone else's answers 404, as one that does not exist.
 */
export async function ownAssignment(
  db: Database,
  actor: AuthUser,
  id: number,
): Promise<ReviewAssignment> {
  const now = new Date().toISOString();
  const row = await assignmentsQuery(db, {
    reviewerId: actor.id,
    invitationId: id,
    now,
  }).executeTakeFirst();
  if (!row) throw notFound(msg('review.invitationNotFound'));
  return toAssignment(row, now);
}
