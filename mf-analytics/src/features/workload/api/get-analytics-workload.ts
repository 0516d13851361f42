import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type AnalyticsWorkload, type Single } from '@colophon/shared/contracts';
import { analyticsKeys } from '../../../lib/analytics-keys';

/** `GET analytics/workload`: open manuscripts and reviews now, per editor and per reviewer. */
export async function getAnalyticsWorkload(
  journalId: number | undefined,
): Promise<AnalyticsWorkload> {
  const { data } = await apiClient.get<Single<AnalyticsWorkload>>('analytics/workload', {
    params: journalId ? { journal_id: journalId } : {},
  });
  return data.data;
}

export const analyticsWorkloadQueryOptions = (journalId: number | undefined) =>
  queryOptions({
    queryKey: analyticsKeys.workload(journalId),
    queryFn: () => getAnalyticsWorkload(journalId),
  });

export const useAnalyticsWorkload = (journalId: number | undefined) =>
  useQuery(analyticsWorkloadQueryOptions(journalId));
