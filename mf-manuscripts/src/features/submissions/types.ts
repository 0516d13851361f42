import { type PaginationMeta } from '@colophon/shared/contracts';
import { type Manuscript } from '../../types/manuscript';

export type { Manuscript } from '../../types/manuscript';

/** Page size of My Submissions (as the manuscripts list). */
export const SUBMISSIONS_PER_PAGE = 10;

export interface SubmissionsParams {
  page: number;
  perPage: number;
}

/** `GET manuscripts/user/my-manuscripts`: a list, paged (with meta) or not. */
export interface MySubmissionsResponse {
  data: Manuscript[];
  meta?: PaginationMeta;
}

export interface MySubmissions {
  data: Manuscript[];
  meta: PaginationMeta;
}
