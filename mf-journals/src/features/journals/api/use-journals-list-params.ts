import { useListParams } from '@colophon/shared';
import { JOURNALS_PER_PAGE, type JournalsListParams } from '../types';

/** The journals list state, kept in the URL (page, per_page, search). */
export function useJournalsListParams() {
  const list = useListParams({ per_page: JOURNALS_PER_PAGE });
  const params: JournalsListParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
  };
  return { params, list };
}
