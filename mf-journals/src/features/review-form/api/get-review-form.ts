import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReviewFormResponse } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';

/** Under the journal's detail key: dropping the journal drops its form too. */
export const reviewFormKey = (journalId: number) =>
  [...journalKeys.detail(journalId), 'review-form'] as const;

export async function getReviewForm(journalId: number): Promise<ReviewFormResponse> {
  const { data } = await apiClient.get<ReviewFormResponse>(`journals/${journalId}/review-form`);
  return data;
}

export const getReviewFormQueryOptions = (journalId: number) =>
  queryOptions({ queryKey: reviewFormKey(journalId), queryFn: () => getReviewForm(journalId) });

/** The journal's review form and whether the reader may change it. */
export const useJournalReviewForm = (journalId: number) =>
  useQuery(getReviewFormQueryOptions(journalId));
