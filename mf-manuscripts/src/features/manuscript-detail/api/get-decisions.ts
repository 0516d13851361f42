import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type DecisionTimeline } from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from './query-keys';

export async function getDecisions(manuscriptId: number): Promise<DecisionTimeline> {
  const { data } = await apiClient.get<DecisionTimeline>(`manuscripts/${manuscriptId}/decisions`);
  return data;
}

export const getDecisionsQueryOptions = (manuscriptId: number) =>
  queryOptions({
    queryKey: [...manuscriptDetailKeys.detail(manuscriptId), 'decisions'] as const,
    queryFn: () => getDecisions(manuscriptId),
  });

/** Decisions and recommendations (as the reader may see them) and what the reader may decide now. */
export const useDecisions = (manuscriptId: number, enabled = true) =>
  useQuery({ ...getDecisionsQueryOptions(manuscriptId), enabled });
