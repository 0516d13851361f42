export {
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
  type Manuscript,
} from '../../types/manuscript';

/** Page size of the manuscripts list (spec §9). */
export const MANUSCRIPTS_PER_PAGE = 10;

/** What the list screen asks for; '' means "no filter". */
export interface ManuscriptsListParams {
  page: number;
  perPage: number;
  search: string;
  status: string;
  type: string;
}

/** The query string of `GET manuscripts` (blanks left out). */
export interface ManuscriptsApiQuery {
  page: number;
  per_page: number;
  search?: string;
  status?: string;
  manuscript_type?: string;
}
