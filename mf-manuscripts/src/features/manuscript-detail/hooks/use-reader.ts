// The reader of the detail page and, for a reviewer, their own reviews: read
// from the review rounds, which name a reviewer to themselves.
import { useAuthStore } from '@colophon/shared';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useReviewRounds } from '../api/get-review-rounds';
import { ownReviews, readerOf } from '../lib/reader';

export function useReader(manuscript: ManuscriptDetail) {
  const user = useAuthStore((state) => state.user);
  // Only a possible reviewer needs the rounds on every tab: one who may review now, or
  // whose review the detail lists (a reviewer receives no one else's).
  const wroteOne =
    user !== null && manuscript.reviews.some((review) => review.user?.id === user.id);
  const rounds = useReviewRounds(manuscript.id, manuscript.permissions.review || wroteOne);
  const own = ownReviews(rounds.data?.data, user?.id);
  const reader = readerOf(manuscript, user, own);
  return {
    reader,
    own,
    /** May write a review now: the API allows it and their review of the round is not in. */
    canReview: manuscript.permissions.review && !own.submitted,
    /** Still finding out whether their review is in (the form waits for it). */
    loading: rounds.isLoading,
  };
}
