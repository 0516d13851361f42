// Review rounds: a round opens when a manuscript goes to review (again after a
// revision) and closes when it leaves review. Reading the rounds filters them
// by what the reader may see (reviews.presenter).
import type { ReviewRoundsResponse } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { type ManuscriptContext, mayHandle } from '../manuscripts';
import { userNames } from '../manuscripts';
import { policyForContext } from '../manuscripts';
import { invitationReminders, revisionReminders } from '../reminders';
import { roundAlternates, withAlternates } from '../alternates';
import { reviewsWithRounds } from './peer-reviews.repository';
import { reviewRatingsFor } from './review-ratings.service';
import * as repo from './review-rounds.repository';
import { presentRounds } from './reviews.presenter';

/**
 * Called inside the status change's transaction: under_review opens the next
 * round unless one is open; any other status closes the open one.
 */
export async function syncReviewRound(db: Database, manuscriptId: number, status: string) {
  if (status !== 'under_review') {
    await repo.closeOpenRounds(db, manuscriptId);
    return;
  }
  const last = await repo.lastRoundOf(db, manuscriptId);
  if (last?.status === 'open') return;
  await repo.insertRound(db, manuscriptId, (last?.round ?? 0) + 1);
}

export async function listRounds(
  db: Database,
  context: ManuscriptContext,
): Promise<ReviewRoundsResponse> {
  const { row, relation } = context;
  const [rounds, invitations, reviews, policy] = await Promise.all([
    repo.roundsOf(db, row.id),
    repo.invitationsOf(db, row.id),
    reviewsWithRounds(db, row.id),
    policyForContext(db, context),
  ]);
  const names = await userNames(db, [
    ...invitations.map((i) => i.reviewer_id),
    ...reviews.map((r) => r.user_id),
  ]);
  // The reminders sent: the editors' follow-up, as the policy allows.
  const [reminders, revision] = policy.reminders
    ? await Promise.all([invitationReminders(db, row.id), revisionReminders(db, row)])
    : [undefined, null];
  const ratings = await reviewRatingsFor(db, policy, reviews);
  // The alternates named behind invitations: the editors' plan, as the policy allows.
  const alternates = policy.alternates ? await roundAlternates(db, row.id) : null;
  return {
    data: withAlternates(
      presentRounds(rounds, invitations, reviews, policy, names, reminders, ratings),
      alternates,
    ),
    meta: {
      can_invite: mayHandle(relation) && rounds.some((r) => r.status === 'open'),
      can_rate: mayHandle(relation),
      ...(revision ? { revision } : {}),
    },
  };
}
