import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type AnalyticsFigures,
  type AnalyticsQuery,
  type Single,
} from '@colophon/shared/contracts';
import { analyticsKeys } from '../../../lib/analytics-keys';

/** `GET analytics/figures`: the figures of one scope and run of months. */
export async function getAnalyticsFigures(query: AnalyticsQuery): Promise<AnalyticsFigures> {
  const { data } = await apiClient.get<Single<AnalyticsFigures>>('analytics/figures', {
    params: query,
  });
  return data.data;
}

export const analyticsFiguresQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.figures(query),
    queryFn: () => getAnalyticsFigures(query),
    // Changing a filter keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useAnalyticsFigures = (query: AnalyticsQuery, enabled = true) =>
  useQuery({ ...analyticsFiguresQueryOptions(query), enabled });
