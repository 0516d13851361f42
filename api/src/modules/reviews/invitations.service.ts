// Reviewer invitations: editors who handle the manuscript invite and cancel;
// the invited reviewer accepts or declines. Inviting also assigns the
// reviewer (review_assignments decides who sees the manuscript as a
// reviewer); cancelling or declining releases that unless another live
// invitation of the reviewer keeps it.
import {
  DEFAULT_REVIEW_DAYS,
  type FieldErrors,
  type InvitationCreateInput,
  type InvitationDeclineInput,
  REVIEW_MESSAGES as R,
  type ReviewInvitation,
  msg,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { canView, type ManuscriptContext, mayHandle, relationTo } from '../manuscripts';
import { userNames } from '../manuscripts';
import { reviewerUserIds } from '../manuscripts';
import { findManuscriptById } from '../manuscripts';
import { authorUserIds, logOverride, screenInvitation } from '../reviewer-choice';
import * as repo from './review-rounds.repository';
import { toInvitation } from './reviews.presenter';
import { policyForContext } from '../manuscripts';
import { notifyInvitationAnswered, notifyInvited } from '../notifications';
import { invitationReminders } from '../reminders';
import { callNextAlternate, checkAlternates, storeAlternates } from '../alternates';

export const INVITATION_NOT_FOUND = msg('review.invitationNotFound');
const CHANGED_MEANWHILE = 'The invitation changed meanwhile; reload it and try again.';
const LIVE = ['invited', 'accepted', 'completed'];

/** `YYYY-MM-DD` → the end of that day (UTC); none → today + 21 days. */
export function dueAt(dueDate: string | undefined, now = new Date()) {
  const day =
    dueDate ??
    new Date(now.getTime() + DEFAULT_REVIEW_DAYS * 86_400_000).toISOString().slice(0, 10);
  return `${day}T23:59:59.999Z`;
}

async function present(db: Database, actor: AuthUser, context: ManuscriptContext, id: number) {
  const invitation = (await repo.findInvitation(db, id))!;
  const round = (await repo.roundsOf(db, invitation.manuscript_id)).find(
    (r) => r.id === invitation.round_id,
  )!;
  const [names, policy] = await Promise.all([
    userNames(db, [invitation.reviewer_id]),
    policyForContext(db, context),
  ]);
  const reminders = policy.reminders
    ? await invitationReminders(db, invitation.manuscript_id)
    : undefined;
  return toInvitation(invitation, round, policy, names, reminders);
}

export async function invite(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  input: InvitationCreateInput,
): Promise<ReviewInvitation> {
  const { row, relation } = context;
  if (!mayHandle(relation)) throw forbidden();
  const round = await repo.openRoundOf(db, row.id);
  if (!round) throw fieldError('round', R.noOpenRound);
  const reviewerId = input.reviewer_id;
  const [reviewers, authors, existing] = await Promise.all([
    reviewerUserIds(db, [reviewerId]),
    authorUserIds(db, row.id),
    repo.invitationOf(db, round.id, reviewerId),
  ]);
  const errors: FieldErrors = {};
  if (!reviewers.has(reviewerId)) errors.reviewer_id = [R.notAReviewer];
  else if (authors.has(reviewerId)) errors.reviewer_id = [R.reviewerIsAuthor];
  else if (existing && LIVE.includes(existing.status)) errors.reviewer_id = [R.alreadyInvited];
  // The alternates, in order behind this invitation: reviewers, not authors, not invited yet.
  const refusedAlternates = await checkAlternates(
    db,
    row.id,
    round.id,
    reviewerId,
    input.alternates ?? [],
  );
  if (refusedAlternates.length) errors.alternates = refusedAlternates;
  if (Object.keys(errors).length) throw unprocessable(undefined, errors);
  // Conflicts of interest (the reviewer's or an alternate's): 422 unless the editor says why.
  const override = await screenInvitation(
    db,
    row,
    [reviewerId, ...(input.alternates ?? [])],
    input.conflict_override_reason,
  );
  const due = dueAt(input.due_date);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      let invitationId: number;
      if (existing) {
        await repo.reinvite(trx, existing.id, actor.id, due);
        invitationId = existing.id;
      } else {
        invitationId = await repo.insertInvitation(trx, {
          round_id: round.id,
          manuscript_id: row.id,
          reviewer_id: reviewerId,
          invited_by: actor.id,
          due_at: due,
        });
      }
      await repo.ensureAssignment(trx, row.id, reviewerId, actor.id);
      await storeAlternates(
        trx,
        { id: invitationId, manuscript_id: row.id, round_id: round.id, due_at: due },
        actor.id,
        input.alternates,
      );
      await logOverride(trx, invitationId, override);
      await notifyInvited(trx, actor, row, reviewerId, due, invitationId);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'manuscript',
        entityId: row.id,
        action: 'reviewer_invited',
        after: {
          invitation_id: invitationId,
          reviewer_id: reviewerId,
          round: round.round,
          due_at: due,
          ...(override ? { conflict_override: override } : {}),
        },
      });
      return invitationId;
    })
    .catch((error: unknown) => {
      // Two invitations racing past the check: the unique (round_id, reviewer_id) index refuses one.
      if (isUniqueViolation(error)) {
        throw fieldError('reviewer_id', R.alreadyInvited);
      }
      throw error;
    });
  return present(db, actor, context, id);
}

/** Loads an invitation and the reader's relation to its manuscript (404 when unseen). */
async function loadInvitation(db: Database, actor: AuthUser, id: number) {
  const invitation = await repo.findInvitation(db, id);
  const row = invitation && (await findManuscriptById(db, invitation.manuscript_id));
  if (!invitation || !row) throw notFound(INVITATION_NOT_FOUND);
  const relation = await relationTo(db, actor, row);
  const own = invitation.reviewer_id === actor.id;
  if (!own && !canView(relation)) throw notFound(INVITATION_NOT_FOUND);
  return { invitation, context: { row, relation }, own };
}

/** The invited reviewer only (404 when the reader may not see the invitation). */
export async function assertInvitee(db: Database, actor: AuthUser, id: number) {
  const { own } = await loadInvitation(db, actor, id);
  if (!own) throw forbidden();
}

export async function cancel(db: Database, actor: AuthUser, id: number) {
  const { invitation, context } = await loadInvitation(db, actor, id);
  if (!mayHandle(context.relation)) throw forbidden();
  if (!['invited', 'accepted'].includes(invitation.status)) {
    throw fieldError('status', R.invitationNotCancellable);
  }
  await db.transaction().execute(async (trx) => {
    const moved = await repo.moveInvitation(trx, id, ['invited', 'accepted'], 'cancelled');
    if (!moved) throw conflict(CHANGED_MEANWHILE);
    await repo.releaseAssignment(trx, invitation.manuscript_id, invitation.reviewer_id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: invitation.manuscript_id,
      action: 'reviewer_invitation_cancelled',
      before: { invitation_id: id, status: invitation.status },
    });
  });
  return present(db, actor, context, id);
}

/** accept / decline: the invited reviewer only, while the invitation waits and its round is open. */
export async function respond(
  db: Database,
  actor: AuthUser,
  id: number,
  answer: 'accepted' | 'declined',
  input: InvitationDeclineInput = {},
) {
  const { invitation, context, own } = await loadInvitation(db, actor, id);
  if (!own) throw forbidden();
  const round = await repo.openRoundOf(db, invitation.manuscript_id);
  if (invitation.status !== 'invited' || round?.id !== invitation.round_id) {
    throw fieldError('status', R.invitationNotPending);
  }
  await db.transaction().execute(async (trx) => {
    const moved = await repo.moveInvitation(trx, id, ['invited'], answer, {
      responded_at: nowIso(),
      ...(answer === 'declined' ? { decline_reason: input.reason ?? null } : {}),
    });
    if (!moved) throw conflict(CHANGED_MEANWHILE);
    if (answer === 'declined') {
      await repo.releaseAssignment(trx, invitation.manuscript_id, invitation.reviewer_id);
    }
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: invitation.manuscript_id,
      action: answer === 'accepted' ? 'review_invitation_accepted' : 'review_invitation_declined',
      after: { invitation_id: id },
    });
    await notifyInvitationAnswered(trx, actor, context.row, answer);
    // A declined invitation with alternates behind it: the next one is invited in its place.
    if (answer === 'declined') {
      await callNextAlternate(trx, { ...invitation, status: 'declined' }, 'declined');
    }
  });
  // The declining reviewer may no longer see the manuscript: they read their own invitation.
  const relation = await relationTo(db, actor, context.row);
  return present(db, actor, { row: context.row, relation }, id);
}
