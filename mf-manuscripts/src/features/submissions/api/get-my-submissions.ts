import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Paginated, type PaginationMeta } from '@colophon/shared/contracts';
import { type Manuscript } from '../../../lib/manuscript';
import { sortQuery } from '../../../lib/manuscript-sort';
import { type SubmissionsParams } from '../lib/submissions-params';
import { submissionKeys } from './query-keys';

/** `GET manuscripts/user/my-manuscripts`: a list, paged (with meta) or not. */
export interface MySubmissionsResponse {
  data: Manuscript[];
  meta?: PaginationMeta;
}

/** The answer with a meta either way (see normalizeSubmissions). */
export type MySubmissions = Paginated<Manuscript>;

/**
 * Gives the response a meta either way: without one the API sent the whole
 * list, which then is a single page (the table pages it client-side).
 */
export function normalizeSubmissions(response: MySubmissionsResponse): MySubmissions {
  if (response.meta) return { data: response.data, meta: response.meta };
  const total = response.data.length;
  return { data: response.data, meta: { current_page: 1, per_page: total, last_page: 1, total } };
}

export async function getMySubmissions(params: SubmissionsParams): Promise<MySubmissions> {
  const { data } = await apiClient.get<MySubmissionsResponse>('manuscripts/user/my-manuscripts', {
    params: { page: params.page, per_page: params.perPage, ...sortQuery(params) },
  });
  return normalizeSubmissions(data);
}

export const getMySubmissionsQueryOptions = (params: SubmissionsParams) =>
  queryOptions({
    queryKey: submissionKeys.list(params),
    queryFn: () => getMySubmissions(params),
    placeholderData: keepPreviousData,
  });

export const useMySubmissions = (params: SubmissionsParams) =>
  useQuery(getMySubmissionsQueryOptions(params));
