import { useListParams } from '@colophon/shared';
import { JOURNAL_SORT_NATURAL, JOURNAL_STATUSES } from '@colophon/shared/contracts';
import { JOURNALS_PER_PAGE } from '../../../lib/page-size';
import { type JournalsListFilters, type JournalsListParams } from '../lib/list-params';

/** A status filter from the URL, or '' when it is not one the API knows (a hand-edited link). */
export function toStatusFilter(value: string): string {
  return (JOURNAL_STATUSES as readonly string[]).includes(value) ? value : '';
}

/** The journals list state, kept in the URL (page, per_page, search, status, tag, sort). */
export function useJournalsListParams() {
  const list = useListParams<JournalsListFilters>({
    per_page: JOURNALS_PER_PAGE,
    filters: { status: '', tag: '' },
    sort: { default: 'title', natural: JOURNAL_SORT_NATURAL },
  });
  const params: JournalsListParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
    status: toStatusFilter(list.filters.status),
    tag: /^[1-9][0-9]{0,9}$/.test(list.filters.tag) ? list.filters.tag : '',
    sort: typeof list.query.sort === 'string' ? list.query.sort : '',
    direction:
      list.query.direction === 'asc' || list.query.direction === 'desc' ? list.query.direction : '',
  };
  return { params, list };
}
