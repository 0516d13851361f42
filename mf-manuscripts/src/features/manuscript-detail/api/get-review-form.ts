import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReviewFormResponse } from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function getReviewForm(manuscriptId: number): Promise<ReviewFormResponse> {
  const { data } = await apiClient.get<ReviewFormResponse>(
    `manuscripts/${manuscriptId}/review-form`,
  );
  return data;
}

export const getReviewFormQueryOptions = (manuscriptId: number) =>
  queryOptions({
    queryKey: [...manuscriptDetailKeys.detail(manuscriptId), 'review-form'] as const,
    queryFn: () => getReviewForm(manuscriptId),
  });

/** The questions of the journal's review form a review of this manuscript answers. */
export const useReviewForm = (manuscriptId: number, enabled = true) =>
  useQuery({ ...getReviewFormQueryOptions(manuscriptId), enabled });
