import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type Mutation,
  type PeerReviewFieldsInput,
  type Review,
  type ReviewCreateInput,
} from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function addReview({
  manuscriptId,
  review,
}: {
  manuscriptId: number;
  /** The spec's fields, with a reviewer's recommendation and confidential comments. */
  review: ReviewCreateInput & PeerReviewFieldsInput;
}): Promise<Review> {
  const { data } = await apiClient.post<Mutation<Review>>(
    `manuscripts/${manuscriptId}/reviews`,
    review,
  );
  return data.data;
}

/** An assigned reviewer's review; the manuscript's detail refreshes to show it. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (_, { manuscriptId }) =>
      queryClient.invalidateQueries({ queryKey: manuscriptDetailKeys.detail(manuscriptId) }),
  });
}
