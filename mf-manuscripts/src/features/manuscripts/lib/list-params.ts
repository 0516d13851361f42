/** Page size of the manuscripts list (a product constant). */
export const MANUSCRIPTS_PER_PAGE = 10;

/** What the list screen asks for; '' means "no filter". */
export interface ManuscriptsListParams {
  page: number;
  perPage: number;
  search: string;
  status: string;
  type: string;
  /** A tag id. */
  tag: string;
  /** One of MANUSCRIPT_SORT_FIELDS, or '' for the API's order (newest first). */
  sort: string;
  /** asc or desc with a sort, else ''. */
  direction: 'asc' | 'desc' | '';
}
