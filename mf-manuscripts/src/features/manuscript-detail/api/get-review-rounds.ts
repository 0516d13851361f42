import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReviewRoundsResponse } from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function getReviewRounds(manuscriptId: number): Promise<ReviewRoundsResponse> {
  const { data } = await apiClient.get<ReviewRoundsResponse>(
    `manuscripts/${manuscriptId}/review-rounds`,
  );
  return data;
}

export const getReviewRoundsQueryOptions = (manuscriptId: number) =>
  queryOptions({
    queryKey: [...manuscriptDetailKeys.detail(manuscriptId), 'review-rounds'] as const,
    queryFn: () => getReviewRounds(manuscriptId),
  });

/** The rounds with their invitations and reviews, as the API lets the reader see them. */
export const useReviewRounds = (manuscriptId: number, enabled = true) =>
  useQuery({ ...getReviewRoundsQueryOptions(manuscriptId), enabled });
