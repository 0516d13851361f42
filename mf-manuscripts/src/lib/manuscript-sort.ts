// The order of the manuscript lists: the fields the API sorts by
// (MANUSCRIPT_SORT_FIELDS) and each one's natural direction, as the API takes
// it when `direction` is left out: dates newest first, text A to Z.
import { type ListSortDefaults } from '@colophon/shared';
import { type ManuscriptSortField } from '@colophon/shared/contracts';

export const MANUSCRIPT_SORT: ListSortDefaults<ManuscriptSortField> = {
  default: 'created_at',
  natural: {
    created_at: 'desc',
    updated_at: 'desc',
    submission_date: 'desc',
    title: 'asc',
    status: 'asc',
  },
};

/** sort and direction for an API query, when the URL names a sort. */
export function sortQuery(params: { sort: string; direction: 'asc' | 'desc' | '' }) {
  if (!params.sort) return {};
  return params.direction
    ? { sort: params.sort, direction: params.direction }
    : { sort: params.sort };
}

/** The URL's sort (from useListParams' query) as list params. */
export function sortParams(query: Record<string, string | number>) {
  return {
    sort: typeof query.sort === 'string' ? query.sort : '',
    direction: query.direction === 'asc' || query.direction === 'desc' ? query.direction : '',
  } as const;
}
