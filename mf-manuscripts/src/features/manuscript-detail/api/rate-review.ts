import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type Mutation,
  type ReviewRating,
  type ReviewRatingInput,
} from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function rateReview({
  reviewId,
  rating,
}: ReviewRatingInput & { reviewId: number }): Promise<ReviewRating> {
  const { data } = await apiClient.put<Mutation<ReviewRating>>(`reviews/${reviewId}/rating`, {
    rating,
  });
  return data.data;
}

/**
 * An editor's rating of one review. The ratings of a review are saved one
 * after another (one mutation scope per review): arrowing across the stars
 * sends several, and the last one chosen must be the one that stands.
 */
export function useRateReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateReview({ reviewId, rating }),
    scope: { id: `review-rating-${reviewId}` },
    // The rounds carry the rating (nothing else shows it): refresh them only.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: manuscriptDetailKeys.all,
        predicate: (query) => query.queryKey.at(-1) === 'review-rounds',
      }),
  });
}
