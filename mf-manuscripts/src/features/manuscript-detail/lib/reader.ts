// How the reader stands to the manuscript, as far as the screen needs to know
// to word it: the API already sends each reader only what they may see, so
// this decides texts and layout, never what is shown of someone else's work.
import { type PeerReview, type ReviewRound } from '@colophon/shared/contracts';
import { type ManuscriptDetail } from '../../../lib/manuscript';

export type Reader = 'reviewer' | 'author' | 'editor';

interface SignedIn {
  id: number;
  email?: string | null;
  /** An author row is linked by e-mail only once the address is verified (as the API does). */
  email_verified_at?: string | null;
}

/** A reviewer's own reviews and whether the latest round's is in. */
export interface OwnReviews {
  /** Invited to this manuscript or wrote a review of it. */
  isReviewer: boolean;
  /** Their review of the latest round is in: no form any more. */
  submitted: boolean;
  /** Their reviews with the round of each, newest round first. */
  reviews: { review: PeerReview; round: number }[];
}

const NONE: OwnReviews = { isReviewer: false, submitted: false, reviews: [] };

/** Reads a reviewer's own invitations and reviews out of the rounds the API sent. */
export function ownReviews(
  rounds: readonly ReviewRound[] | undefined,
  userId: number | undefined,
): OwnReviews {
  if (!rounds || userId === undefined) return NONE;
  const mineIn = (round: ReviewRound) => {
    const invitations = round.invitations.filter((i) => i.reviewer?.id === userId);
    const ids = new Set(invitations.map((i) => i.id));
    const reviews = round.reviews.filter(
      (r) => r.user?.id === userId || (r.invitation_id !== null && ids.has(r.invitation_id)),
    );
    return { round: round.round, invitations, reviews };
  };
  const all = rounds.map(mineIn);
  const latest = rounds.at(-1);
  const inLatest = all.at(-1);
  const submitted =
    latest !== undefined &&
    inLatest !== undefined &&
    (inLatest.invitations.some((i) => i.status === 'completed') ||
      (latest.status === 'open' && inLatest.reviews.length > 0));
  const reviews = all
    .flatMap(({ round, reviews: mine }) => mine.map((review) => ({ review, round })))
    .reverse();
  const isReviewer = all.some((round) => round.invitations.length > 0) || reviews.length > 0;
  return { isReviewer, submitted, reviews };
}

const EDITORIAL: readonly (keyof ManuscriptDetail['permissions'])[] = [
  'assign_reviewers',
  'decide',
  'recommend',
  'assign_handling_editor',
];

/** Whether the signed-in user submitted or co-authors it (as far as the detail names them). */
export function isAuthor(manuscript: ManuscriptDetail, user: SignedIn | null | undefined) {
  if (!user) return false;
  const email = user.email_verified_at ? user.email?.toLowerCase() : undefined;
  return (
    manuscript.submitter?.id === user.id ||
    manuscript.authors.some(
      (a) =>
        a.user_id === user.id ||
        a.user?.id === user.id ||
        (email !== undefined && a.email.toLowerCase() === email),
    )
  );
}

/** Reviewer first (their own work), then an editor who works it, then an author; anyone else reads as staff. */
export function readerOf(
  manuscript: ManuscriptDetail,
  user: SignedIn | null | undefined,
  own: OwnReviews,
): Reader {
  if (own.isReviewer || manuscript.permissions.review) return 'reviewer';
  if (EDITORIAL.some((permission) => manuscript.permissions[permission])) return 'editor';
  return isAuthor(manuscript, user) ? 'author' : 'editor';
}
