/** Page size of the manuscripts list (spec §9). */
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
}
