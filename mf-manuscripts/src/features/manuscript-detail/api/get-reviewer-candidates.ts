import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReviewerCandidatesResponse } from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function getReviewerCandidates(
  manuscriptId: number,
  search: string,
): Promise<ReviewerCandidatesResponse> {
  const { data } = await apiClient.get<ReviewerCandidatesResponse>(
    `manuscripts/${manuscriptId}/reviewer-candidates`,
    { params: search.trim() ? { search: search.trim() } : {} },
  );
  return data;
}

export const getReviewerCandidatesQueryOptions = (manuscriptId: number, search: string) =>
  queryOptions({
    queryKey: [
      ...manuscriptDetailKeys.detail(manuscriptId),
      'reviewer-candidates',
      search,
    ] as const,
    queryFn: () => getReviewerCandidates(manuscriptId, search),
    placeholderData: keepPreviousData,
  });

/**
 * Reviewers matching the search, the suggested ones ranked by fit (with the
 * matched terms), the previous round's reviewers, each with their conflicts,
 * track record and load (authors and invitees left out).
 */
export const useReviewerCandidates = (manuscriptId: number, search: string, enabled: boolean) =>
  useQuery({ ...getReviewerCandidatesQueryOptions(manuscriptId, search), enabled });
