import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReviewerPreferences, reviewerPreferencesSchema } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from './query-keys';

/** GET manuscripts/{id}/reviewer-preferences: the editors and the authors only. */
export async function getReviewerPreferences(id: number): Promise<ReviewerPreferences> {
  const { data } = await apiClient.get<{ data: ReviewerPreferences }>(
    `manuscripts/${id}/reviewer-preferences`,
  );
  // Read through the contract: an answer of another shape counts as not loaded (the lists are then kept).
  return reviewerPreferencesSchema.parse(data.data);
}

/** Under the manuscripts root key: saving the manuscript refreshes them with it. */
export const getReviewerPreferencesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...MANUSCRIPTS_ROOT_KEY, id, 'reviewer-preferences'] as const,
    queryFn: () => getReviewerPreferences(id),
  });

export const useReviewerPreferences = (id: number, enabled = true) =>
  useQuery({ ...getReviewerPreferencesQueryOptions(id), enabled });
