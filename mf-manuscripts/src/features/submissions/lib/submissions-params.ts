/** Page size of My Submissions (as the manuscripts list). */
export const SUBMISSIONS_PER_PAGE = 10;

export interface SubmissionsParams {
  page: number;
  perPage: number;
}
