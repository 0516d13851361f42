import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Journal, type Paginated } from '@colophon/shared/contracts';
import { journalKeys } from '../../../lib/journal-keys';
import {
  type JournalsApiQuery,
  type JournalsFilterParams,
  type JournalsFilterQuery,
  type JournalsListParams,
} from '../lib/list-params';

/** The list's filters as API query parameters, leaving out blanks. */
export function toJournalsFilterQuery(params: JournalsFilterParams): JournalsFilterQuery {
  const query: JournalsFilterQuery = {};
  const search = params.search.trim();
  if (search) query.search = search;
  if (params.status) query.status = params.status;
  if (params.tag) query.tag = params.tag;
  if (params.sort) {
    query.sort = params.sort;
    if (params.direction) query.direction = params.direction;
  }
  return query;
}

/** Maps the screen's params to the `GET journals` query, leaving out blanks. */
export function toJournalsApiQuery(params: JournalsListParams): JournalsApiQuery {
  return { page: params.page, per_page: params.perPage, ...toJournalsFilterQuery(params) };
}

export async function getJournals(params: JournalsListParams): Promise<Paginated<Journal>> {
  const { data } = await apiClient.get<Paginated<Journal>>('journals', {
    params: toJournalsApiQuery(params),
  });
  return data;
}

export const getJournalsQueryOptions = (params: JournalsListParams) =>
  queryOptions({
    queryKey: journalKeys.list(params),
    queryFn: () => getJournals(params),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useJournals = (params: JournalsListParams) =>
  useQuery(getJournalsQueryOptions(params));
