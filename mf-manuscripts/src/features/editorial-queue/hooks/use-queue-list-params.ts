import { useListParams } from '@colophon/shared';
import { fromUrl, QUEUE_PER_PAGE, type QueueUrlFilters } from '../lib/queue-params';

const NO_FILTERS: QueueUrlFilters = {
  journal_id: '',
  stage: '',
  assigned: '',
  overdue: '',
  sort: '',
  direction: '',
};

/** The queue's state, kept in the URL (page, per_page, journal_id, search, stage, assigned, overdue, sort, direction). */
export function useQueueListParams() {
  const list = useListParams<QueueUrlFilters>({ per_page: QUEUE_PER_PAGE, filters: NO_FILTERS });
  return { params: fromUrl(list.page, list.per_page, list.filters, list.search), list };
}
