// The status filter of Review Assignments: what a reviewer sorts their work by.
// "overdue" is computed by the API from the due date (an accepted or invited
// invitation past it), the others are the invitation's own status.
import { type AssignmentStatusFilter } from '@colophon/shared/contracts';

/** The filters offered, in the order of a review's life (cancelled ones are the editor's business). */
export const ASSIGNMENT_FILTERS = [
  'invited',
  'accepted',
  'overdue',
  'completed',
  'declined',
] as const satisfies readonly AssignmentStatusFilter[];
type OfferedFilter = (typeof ASSIGNMENT_FILTERS)[number];

/** Page size of the list (the API's default). */
export const ASSIGNMENTS_PER_PAGE = 15;

/** What the screen asks for; '' means every status. */
export interface AssignmentsListParams {
  page: number;
  perPage: number;
  /** The manuscript's title, the reviewer's name or "MS-12"; '' for none. */
  search: string;
  status: OfferedFilter | '';
}

/** A value of the URL, or '' when it is not one of the filters (a hand-edited URL is no 422). */
export const knownStatus = (value: string): OfferedFilter | '' =>
  (ASSIGNMENT_FILTERS as readonly string[]).includes(value) ? (value as OfferedFilter) : '';

/** The query string of `GET reviews/assignments` (no status: every one). */
export function toAssignmentsApiQuery(params: AssignmentsListParams) {
  const query: { page: number; per_page: number; search?: string; status?: string } = {
    page: params.page,
    per_page: params.perPage,
  };
  if (params.search.trim()) query.search = params.search.trim();
  if (params.status) query.status = params.status;
  return query;
}
