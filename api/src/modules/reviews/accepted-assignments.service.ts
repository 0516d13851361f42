// Reviewers named without an invitation (the status call's `reviewer_ids`,
// POST manuscripts/{id}/reviewers) get an accepted invitation of the open
// round with the default due date: the editor has agreed it with them. So
// the reviewer's assignments list, the editorial queue, reminders and the
// visibility policy all see one kind of assignment.
import { REVIEW_MESSAGES as R } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { fieldError } from '../../lib/http-errors';
import { dueAt } from './invitations.service';
import { authorUserIds } from '../reviewer-choice';
import * as repo from './review-rounds.repository';

/** Called inside the caller's transaction, after the round was opened. */
export async function assignAsAccepted(
  db: Database,
  manuscriptId: number,
  reviewerIds: number[],
  actorId: number,
) {
  const ids = [...new Set(reviewerIds)];
  if (ids.length === 0) return;
  const round = await repo.openRoundOf(db, manuscriptId);
  if (!round) throw fieldError('reviewer_ids', R.noOpenRound);
  const authors = await authorUserIds(db, manuscriptId);
  if (ids.some((id) => authors.has(id))) throw fieldError('reviewer_ids', R.reviewerIsAuthor);
  const due = dueAt(undefined);
  for (const reviewerId of ids) {
    const existing = await repo.invitationOf(db, round.id, reviewerId);
    if (!existing) {
      const id = await repo.insertInvitation(db, {
        round_id: round.id,
        manuscript_id: manuscriptId,
        reviewer_id: reviewerId,
        invited_by: actorId,
        due_at: due,
      });
      await repo.moveInvitation(db, id, ['invited'], 'accepted', { responded_at: nowIso() });
    } else if (existing.status !== 'accepted' && existing.status !== 'completed') {
      // Invited, declined or cancelled before: accepted now, with a fresh due date.
      if (existing.status !== 'invited') await repo.reinvite(db, existing.id, actorId, due);
      await repo.moveInvitation(db, existing.id, ['invited'], 'accepted', {
        responded_at: nowIso(),
      });
    }
    await repo.ensureAssignment(db, manuscriptId, reviewerId, actorId);
  }
}
