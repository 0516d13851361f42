// The journals list's state (page, search, filters, order) and the query strings it becomes.

/** The list's filters as they live in the URL ('' = none). */
export interface JournalsListFilters {
  status: string;
  /** A tag id, or '' for any. */
  tag: string;
}

export interface JournalsListParams {
  page: number;
  perPage: number;
  search: string;
  /** One of JOURNAL_STATUSES, or '' for every status. */
  status: string;
  /** A tag id, or '' for every tag. */
  tag: string;
  /** One of JOURNAL_SORTS, or '' for the list's default order (by title). */
  sort: string;
  /** asc or desc with a sort, else ''. */
  direction: 'asc' | 'desc' | '';
}

/** The list's filters and order without paging: what the CSV export streams. */
export type JournalsFilterParams = Pick<
  JournalsListParams,
  'search' | 'status' | 'tag' | 'sort' | 'direction'
>;

/** The query string of `GET journals/export.csv` (blanks left out). */
export interface JournalsFilterQuery {
  search?: string;
  status?: string;
  tag?: string;
  sort?: string;
  direction?: 'asc' | 'desc';
}

/** The query string of `GET journals` (blanks left out). */
export interface JournalsApiQuery extends JournalsFilterQuery {
  page: number;
  per_page: number;
}
