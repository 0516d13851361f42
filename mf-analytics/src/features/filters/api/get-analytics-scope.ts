import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type AnalyticsScope, type Single } from '@colophon/shared/contracts';
import { analyticsKeys } from '../../../lib/analytics-keys';

/** `GET analytics/scope`: the journals and editors the reader may choose from. */
export async function getAnalyticsScope(): Promise<AnalyticsScope> {
  const { data } = await apiClient.get<Single<AnalyticsScope>>('analytics/scope');
  return data.data;
}

export const analyticsScopeQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.scope(), queryFn: getAnalyticsScope, staleTime: 300_000 });

export const useAnalyticsScope = () => useQuery(analyticsScopeQueryOptions());
