// The journals list's state (page, search, status filter) and the query strings it becomes.

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
}

/** The list's filters without paging: what the CSV export streams. */
export type JournalsFilterParams = Pick<JournalsListParams, 'search' | 'status' | 'tag'>;

/** The query string of `GET journals/export.csv` (blanks left out). */
export interface JournalsFilterQuery {
  search?: string;
  status?: string;
  tag?: string;
}

/** The query string of `GET journals` (blanks left out). */
export interface JournalsApiQuery extends JournalsFilterQuery {
  page: number;
  per_page: number;
}
