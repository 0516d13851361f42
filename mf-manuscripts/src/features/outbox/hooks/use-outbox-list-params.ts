import { useListParams } from '@colophon/shared';
import {
  knownManuscript,
  knownState,
  OUTBOX_PER_PAGE,
  type OutboxParams,
} from '../lib/outbox-params';

type OutboxFilters = { state: string; manuscript: string };

/** The outbox list state, kept in the URL (page, per_page, search, state, manuscript). */
export function useOutboxListParams() {
  const list = useListParams<OutboxFilters>({
    per_page: OUTBOX_PER_PAGE,
    filters: { state: '', manuscript: '' },
  });
  const params: OutboxParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
    state: knownState(list.filters.state),
    manuscript: knownManuscript(list.filters.manuscript),
  };
  return { params, list };
}
