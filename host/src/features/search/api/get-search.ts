import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import type { SearchResponse, SearchType } from '@colophon/shared/contracts';

export type SearchParams = { q: string; types?: SearchType[]; limit?: number; page?: number };

export async function getSearch(
  { q, types, limit, page }: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResponse['data']> {
  const { data } = await apiClient.get<SearchResponse>('search', {
    params: { q, types: types?.join(','), limit, page },
    signal,
  });
  return data.data;
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['host', 'search', params] as const,
    queryFn: ({ signal }) => getSearch(params, signal),
    // The previous results stay while the next keystroke's load.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
