import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type ReviewAssignment, type Single } from '@colophon/shared/contracts';
import { assignmentKeys } from './query-keys';

/** The reader's own invitation (the API answers 404 for anyone else's). */
export async function getInvitation(id: number): Promise<ReviewAssignment> {
  const { data } = await apiClient.get<Single<ReviewAssignment>>(`invitations/${id}`);
  return data.data;
}

export const getInvitationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...assignmentKeys.all, 'invitation', id] as const,
    queryFn: () => getInvitation(id),
    // A 404 is the answer (not the reader's): no retries.
    retry: false,
  });

/** The invitation an e-mail link opens; idle without one. */
export const useInvitation = (id: number | null) =>
  useQuery({ ...getInvitationQueryOptions(id ?? 0), enabled: id !== null });
