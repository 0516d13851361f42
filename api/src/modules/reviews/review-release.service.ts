// A decision that closes a review round sends the round's reviews to the
// author: those the editor chose, with the text the editor edited for the
// author when they did (the reviewer's original stays with the editors). A
// review not sent stays with the editors.
import { msg, type PeerReview, type ReviewReleaseInput } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { fieldError } from '../../lib/http-errors';
import type { Policy } from '../editorial';
import { userNames } from '../manuscripts';
import { releaseReview, reviewsOfRound, reviewsWithRounds } from './peer-reviews.repository';
import { toPeerReview } from './reviews.presenter';

type Releasable = { id: number; content: string };

/**
 * Which reviews of the round go, and in what words (null: as written).
 * Without `choices` every review goes as written; with them, only those
 * marked `release`. A choice naming a review not of the round → 422.
 */
function chosenReleases<T extends Releasable>(
  reviews: readonly T[],
  choices: ReviewReleaseInput[] | undefined,
): { review: T; authorContent: string | null }[] {
  const byId = new Map(reviews.map((r) => [r.id, r]));
  const unknown = (choices ?? []).find((c) => !byId.has(c.id));
  if (unknown) throw fieldError('reviews', msg('decision.reviewNotInRound', { id: unknown.id }));
  const chosen = choices
    ? choices.filter((c) => c.release)
    : reviews.map((r) => ({ id: r.id, release: true, author_content: null }));
  return chosen.map((choice) => {
    const review = byId.get(choice.id)!;
    const edited = choice.author_content?.trim();
    return { review, authorContent: edited && edited !== review.content ? edited : null };
  });
}

/**
 * Inside the decision's transaction, before the round closes. Returns the ids
 * released.
 */
export async function releaseRoundReviews(
  db: Database,
  roundId: number | null,
  choices: ReviewReleaseInput[] | undefined,
): Promise<number[]> {
  const reviews = roundId === null ? [] : await reviewsOfRound(db, roundId);
  const chosen = chosenReleases(reviews, choices);
  const at = nowIso();
  for (const { review, authorContent } of chosen) {
    await releaseReview(db, review.id, authorContent, at);
  }
  return chosen.map(({ review }) => review.id);
}

/**
 * The reviews a decision with `choices` would release, as the reader of
 * `policy` (an author) would then read them: the edited text when there is
 * one, the reviewer named only as the policy allows. Nothing is written.
 */
export async function reviewsAsReleased(
  db: Database,
  manuscriptId: number,
  roundId: number | null,
  choices: ReviewReleaseInput[] | undefined,
  policy: Policy,
): Promise<PeerReview[]> {
  // The same reviews releaseRoundReviews chooses from: the round's.
  const rows =
    roundId === null
      ? []
      : (await reviewsWithRounds(db, manuscriptId)).filter((r) => r.round_id === roundId);
  const chosen = chosenReleases(rows, choices);
  const names = await userNames(
    db,
    chosen.map(({ review }) => review.user_id),
  );
  const at = nowIso();
  return chosen.flatMap(({ review, authorContent }) => {
    const released = { ...review, released_at: at, author_content: authorContent };
    return policy.review(released) ? [toPeerReview(released, policy, names)] : [];
  });
}
