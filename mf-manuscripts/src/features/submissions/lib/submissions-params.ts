/** Page size of My Submissions (as the manuscripts list). */
export const SUBMISSIONS_PER_PAGE = 10;

export interface SubmissionsParams {
  page: number;
  perPage: number;
  /** One of MANUSCRIPT_SORT_FIELDS, or '' for the API's order (newest first). */
  sort: string;
  direction: 'asc' | 'desc' | '';
}
