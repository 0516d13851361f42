// The editorial queue's state as the URL holds it, and the API query made of it.
import {
  EDITORIAL_QUEUE_SORTS,
  EDITORIAL_QUEUE_STAGES,
  type EditorialQueueSort,
  type EditorialQueueStage,
  parseId,
  QUEUE_JOURNAL_SCOPES,
  type QueueJournalFilter,
} from '@colophon/shared/contracts';

/** Page size of the queue (the API's default). */
export const QUEUE_PER_PAGE = 15;

export const QUEUE_ASSIGNED_FILTERS = ['me', 'unassigned'] as const;
export type QueueAssignedFilter = (typeof QUEUE_ASSIGNED_FILTERS)[number];

/** What the screen asks for; '' means no filter (or the API's default order). */
export interface QueueListParams {
  page: number;
  perPage: number;
  /** all, mine or a journal id; '' lets the API choose (mine when a team names the reader). */
  journal: QueueJournalFilter | '';
  /** Title or MS number; '' for none. */
  search: string;
  stage: EditorialQueueStage | '';
  assigned: QueueAssignedFilter | '';
  overdue: boolean;
  sort: EditorialQueueSort | '';
  direction: 'asc' | 'desc' | '';
}

/** The URL's raw strings: the filters of useListParams. */
export interface QueueUrlFilters {
  journal_id: string;
  stage: string;
  assigned: string;
  overdue: string;
  sort: string;
  direction: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/** The URL's journal filter: all, mine or a journal id ('' for anything else). */
export function journalOf(value: string): QueueJournalFilter | '' {
  return oneOf(QUEUE_JOURNAL_SCOPES, value) || (parseId(value) ?? '');
}

/** A hand-edited URL with an unknown value is read as no filter, not sent for a 422. */
export function fromUrl(
  page: number,
  perPage: number,
  filters: QueueUrlFilters,
  search = '',
): QueueListParams {
  const sort = oneOf(EDITORIAL_QUEUE_SORTS, filters.sort);
  return {
    page,
    perPage,
    journal: journalOf(filters.journal_id),
    // The API refuses more than 200 characters: a longer URL is cut rather than sent for a 422.
    search: search.trim().slice(0, 200),
    stage: oneOf(EDITORIAL_QUEUE_STAGES, filters.stage),
    assigned: oneOf(QUEUE_ASSIGNED_FILTERS, filters.assigned),
    overdue: filters.overdue === '1',
    sort,
    direction: sort ? oneOf(['asc', 'desc'] as const, filters.direction) : '',
  };
}

/** The query string of `GET editorial-queue` (blanks left out). */
export function toQueueApiQuery(params: QueueListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, per_page: params.perPage };
  if (params.journal !== '') query.journal_id = params.journal;
  if (params.search) query.search = params.search;
  if (params.stage) query.stage = params.stage;
  if (params.assigned) query.assigned = params.assigned;
  if (params.overdue) query.overdue = '1';
  if (params.sort) {
    query.sort = params.sort;
    query.direction = params.direction || 'asc';
  }
  return query;
}
