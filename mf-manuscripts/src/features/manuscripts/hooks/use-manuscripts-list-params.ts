import { useListParams } from '@colophon/shared';
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS } from '../lib/filter-options';
import { MANUSCRIPT_SORT, sortParams } from '../../../lib/manuscript-sort';
import { MANUSCRIPTS_PER_PAGE, type ManuscriptsListParams } from '../lib/list-params';

type ManuscriptsFilters = { status: string; type: string; tag: string };

const known = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/** The manuscripts list state, kept in the URL (page, per_page, search, status, type, tag, sort). */
export function useManuscriptsListParams() {
  const list = useListParams<ManuscriptsFilters>({
    per_page: MANUSCRIPTS_PER_PAGE,
    filters: { status: '', type: '', tag: '' },
    sort: MANUSCRIPT_SORT,
  });
  // A hand-edited URL with an unknown value is treated as no filter instead of a 422.
  const params: ManuscriptsListParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
    status: known(STATUS_FILTER_OPTIONS, list.filters.status),
    type: known(TYPE_FILTER_OPTIONS, list.filters.type),
    tag: /^[1-9][0-9]{0,9}$/.test(list.filters.tag) ? list.filters.tag : '',
    ...sortParams(list.query),
  };
  return { params, list };
}
