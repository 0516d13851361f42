import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Paginated } from '@colophon/shared/contracts';
import { toAssignmentsApiQuery, type AssignmentsListParams } from '../lib/assignment-filters';
import { type ReviewAssignment } from '@colophon/shared/contracts';
import { assignmentKeys } from './query-keys';

export async function getReviewAssignments(
  params: AssignmentsListParams,
): Promise<Paginated<ReviewAssignment>> {
  const { data } = await apiClient.get<Paginated<ReviewAssignment>>('reviews/assignments', {
    params: toAssignmentsApiQuery(params),
  });
  return data;
}

export const getReviewAssignmentsQueryOptions = (params: AssignmentsListParams) =>
  queryOptions({
    queryKey: assignmentKeys.list(params),
    queryFn: () => getReviewAssignments(params),
    placeholderData: keepPreviousData,
  });

/** A reviewer's invitations and reviews (every reviewer's, for editors). */
export const useReviewAssignments = (params: AssignmentsListParams) =>
  useQuery(getReviewAssignmentsQueryOptions(params));
