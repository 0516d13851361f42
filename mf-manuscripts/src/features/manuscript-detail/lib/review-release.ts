// Which reviews a decision sends to the author, and in what words: the
// editor's choice per review of the round, as POST …/decisions takes it.
import {
  RELEASING_DECISIONS,
  type EditorialDecision,
  type PeerReview,
  type ReviewReleaseInput,
  type ReviewRound,
} from '@colophon/shared/contracts';

/** The editor's choice for one review: sent or not, and the text the author receives. */
export interface ReleaseChoice {
  release: boolean;
  /** What the author receives; starts as the reviewer's comments to the author. */
  text: string;
}

/** Review id → the editor's choice; a review not in it is sent as written. */
export type ReleaseChoices = Readonly<Record<number, ReleaseChoice>>;

/** Request revisions, accept and reject close the round: they release its reviews. */
export const releases = (decision: EditorialDecision | null) =>
  decision !== null && RELEASING_DECISIONS.includes(decision);

/** The round a decision closes: the latest one (undefined before any review). */
export const latestRound = (rounds: readonly ReviewRound[] | undefined) => rounds?.at(-1);

/**
 * The reviews the editor chooses about: the submitted reviews of the latest
 * round while it is open (a closed round's reviews were decided on already).
 */
export const releasableReviews = (round: ReviewRound | undefined): PeerReview[] =>
  round?.status === 'open' ? round.reviews.filter((review) => review.submitted_at !== null) : [];

export const choiceFor = (review: PeerReview, choices: ReleaseChoices): ReleaseChoice =>
  choices[review.id] ?? { release: true, text: review.content };

/**
 * `reviews` of the decision: every listed review with its flag, and the
 * author's text only when the editor changed it (blank or unchanged: the
 * reviewer's own words go).
 */
export function releasePayload(
  reviews: readonly PeerReview[],
  choices: ReleaseChoices,
): ReviewReleaseInput[] {
  return reviews.map((review) => {
    const { release, text } = choiceFor(review, choices);
    const edited = text.trim();
    return release && edited !== '' && edited !== review.content.trim()
      ? { id: review.id, release, author_content: edited }
      : { id: review.id, release };
  });
}
