// Tags as the sections read them: one query-key root, so a write in the tags
// screen refreshes every picker, filter and list of tags.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { Paginated, Tag, TagSort } from '@colophon/shared/contracts';

export const tagKeys = {
  all: ['tags'] as const,
  list: (params: TagListParams) => [...tagKeys.all, 'list', params] as const,
};

export type TagListParams = { search?: string; page?: number; per_page?: number; sort?: TagSort };

export async function getTags(
  params: TagListParams,
  signal?: AbortSignal,
): Promise<Paginated<Tag>> {
  const { data } = await apiClient.get<Paginated<Tag>>('tags', {
    params: { ...params, search: params.search || undefined },
    signal,
  });
  return data;
}

export const tagsQueryOptions = (params: TagListParams) =>
  queryOptions({
    queryKey: tagKeys.list(params),
    queryFn: ({ signal }) => getTags(params, signal),
    staleTime: 30_000,
  });

/** The first 100 tags by name: the choices of a list's tag filter. */
export function useTagFilterOptions() {
  const query = useQuery(tagsQueryOptions({ per_page: 100, sort: 'name' }));
  return {
    options: (query.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
    loading: query.isLoading,
  };
}
