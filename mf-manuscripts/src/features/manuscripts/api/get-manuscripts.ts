import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Paginated } from '@colophon/shared/contracts';
import { type Manuscript } from '../../../lib/manuscript';
import { sortQuery } from '../../../lib/manuscript-sort';
import { type ManuscriptsListParams } from '../lib/list-params';
import { manuscriptKeys } from './query-keys';

/** The query string of `GET manuscripts` (blanks left out). */
export interface ManuscriptsApiQuery {
  page: number;
  per_page: number;
  search?: string;
  status?: string;
  manuscript_type?: string;
  tag?: string;
  sort?: string;
  direction?: 'asc' | 'desc';
}

/**
 * Maps the screen's params to the `GET manuscripts` query: blanks are left
 * out and the URL's short `type` becomes the API's `manuscript_type`.
 */
export function toManuscriptsApiQuery(params: ManuscriptsListParams): ManuscriptsApiQuery {
  const query: ManuscriptsApiQuery = { page: params.page, per_page: params.perPage };
  const search = params.search.trim();
  if (search) query.search = search;
  if (params.status) query.status = params.status;
  if (params.type) query.manuscript_type = params.type;
  if (params.tag) query.tag = params.tag;
  return { ...query, ...sortQuery(params) };
}

export async function getManuscripts(
  params: ManuscriptsListParams,
): Promise<Paginated<Manuscript>> {
  const { data } = await apiClient.get<Paginated<Manuscript>>('manuscripts', {
    params: toManuscriptsApiQuery(params),
  });
  return data;
}

export const getManuscriptsQueryOptions = (params: ManuscriptsListParams) =>
  queryOptions({
    queryKey: manuscriptKeys.list(params),
    queryFn: () => getManuscripts(params),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useManuscripts = (params: ManuscriptsListParams) =>
  useQuery(getManuscriptsQueryOptions(params));
