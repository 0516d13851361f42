// Naming alternate reviewers with an invitation: checked before anything is
// written (each a reviewer, not an author, not invited yet in the round, none
// twice), then stored in the invitation's transaction, in order, each with
// the review period the editor gave.
import { ALTERNATE_MESSAGES as A, LIVE_INVITATION_STATUSES } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { reviewerUserIds } from '../manuscripts';
import { authorUserIds } from '../reviewer-choice';
import { invitationInRound } from './alternate-invitations.repository';
import * as repo from './alternates.repository';

const DAY_MS = 86_400_000;
const LIVE: readonly string[] = LIVE_INVITATION_STATUSES;

/** The refusals of an invitation's `alternates` (empty: they may be named). */
export async function checkAlternates(
  db: Database,
  manuscriptId: number,
  roundId: number,
  reviewerId: number,
  alternates: number[],
): Promise<string[]> {
  if (alternates.length === 0) return [];
  if (new Set([reviewerId, ...alternates]).size !== alternates.length + 1) return [A.duplicate];
  const [reviewers, authors] = await Promise.all([
    reviewerUserIds(db, alternates),
    authorUserIds(db, manuscriptId),
  ]);
  for (const [index, id] of alternates.entries()) {
    const position = index + 1;
    if (!reviewers.has(id)) return [A.notAReviewer(position)];
    if (authors.has(id)) return [A.isAuthor(position)];
    const existing = await invitationInRound(db, roundId, id);
    if (existing && LIVE.includes(existing.status)) return [A.alreadyInvited(position)];
  }
  return [];
}

/** Days from `now` to the due date the editor gave (at least one). */
const reviewDays = (dueAt: string, now: Date) =>
  Math.max(1, Math.round((Date.parse(dueAt) - now.getTime()) / DAY_MS));

/** Inside the invitation's transaction: the alternates now waiting behind it (replacing any still waiting). */
export async function storeAlternates(
  db: Database,
  invitation: { id: number; manuscript_id: number; round_id: number; due_at: string },
  actorId: number,
  alternates: number[] | undefined,
  now = new Date(),
) {
  // Left out: an invitation sent again keeps the alternates still waiting behind it.
  if (alternates === undefined) return;
  await repo.replaceWaiting(
    db,
    {
      invitation_id: invitation.id,
      manuscript_id: invitation.manuscript_id,
      round_id: invitation.round_id,
      added_by: actorId,
      review_days: reviewDays(invitation.due_at, now),
      at: now.toISOString(),
    },
    alternates,
  );
}
