import { useListParams } from '@colophon/shared';
import { JOURNAL_STATUSES } from '@colophon/shared/contracts';
import { JOURNALS_PER_PAGE } from '../../../lib/page-size';
import { type JournalsListFilters, type JournalsListParams } from '../lib/list-params';

/** A status filter from the URL, or '' when it is not one the API knows (a hand-edited link). */
export function toStatusFilter(value: string): string {
  return (JOURNAL_STATUSES as readonly string[]).includes(value) ? value : '';
}

/** The journals list state, kept in the URL (page, per_page, search, status). */
export function useJournalsListParams() {
  const list = useListParams<JournalsListFilters>({
    per_page: JOURNALS_PER_PAGE,
    filters: { status: '', tag: '' },
  });
  const params: JournalsListParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
    status: toStatusFilter(list.filters.status),
    tag: /^[1-9][0-9]{0,9}$/.test(list.filters.tag) ? list.filters.tag : '',
  };
  return { params, list };
}
