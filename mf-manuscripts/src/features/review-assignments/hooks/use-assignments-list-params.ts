import { useListParams } from '@colophon/shared';
import {
  ASSIGNMENTS_PER_PAGE,
  knownStatus,
  type AssignmentsListParams,
} from '../lib/assignment-filters';

/** Review Assignments' state, kept in the URL (page, per_page, search, status). */
export function useAssignmentsListParams() {
  const list = useListParams<{ status: string }>({
    per_page: ASSIGNMENTS_PER_PAGE,
    filters: { status: '' },
  });
  const params: AssignmentsListParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
    status: knownStatus(list.filters.status),
  };
  return { params, list };
}
