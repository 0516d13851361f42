// A decision that closes a review round sends the round's reviews to the
// author: those the editor chose, with the text the editor edited for the
// author when they did (the reviewer's original stays with the editors). A
// review not sent stays with the editors.
import { msg, type ReviewReleaseInput } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { fieldError } from '../../lib/http-errors';
import { releaseReview, reviewsOfRound } from './peer-reviews.repository';

/**
 * Inside the decision's transaction, before the round closes. Without
 * `choices` every review of the round goes, as written; with them, only
 * those marked `release`. Returns the ids released.
 */
export async function releaseRoundReviews(
  db: Database,
  roundId: number | null,
  choices: ReviewReleaseInput[] | undefined,
): Promise<number[]> {
  const reviews = roundId === null ? [] : await reviewsOfRound(db, roundId);
  const byId = new Map(reviews.map((r) => [r.id, r]));
  const unknown = (choices ?? []).find((c) => !byId.has(c.id));
  if (unknown) throw fieldError('reviews', msg('decision.reviewNotInRound', { id: unknown.id }));
  const chosen = choices
    ? choices.filter((c) => c.release)
    : reviews.map((r) => ({ id: r.id, release: true, author_content: null }));
  const at = nowIso();
  for (const choice of chosen) {
    const review = byId.get(choice.id)!;
    const edited = choice.author_content?.trim();
    await releaseReview(db, review.id, edited && edited !== review.content ? edited : null, at);
  }
  return chosen.map((c) => c.id);
}
