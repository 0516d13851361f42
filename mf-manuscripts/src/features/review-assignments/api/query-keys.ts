import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type AssignmentsListParams } from '../lib/assignment-filters';

/** Under the section's root key: a review sent or a decision taken refreshes the list too. */
export const assignmentKeys = {
  all: [...MANUSCRIPTS_ROOT_KEY, 'review-assignments'] as const,
  list: (params: AssignmentsListParams) => [...assignmentKeys.all, params] as const,
};
