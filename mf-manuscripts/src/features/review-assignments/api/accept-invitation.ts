import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type ReviewAssignment } from '@colophon/shared/contracts';

export async function acceptInvitation(id: number): Promise<ReviewAssignment> {
  const { data } = await apiClient.post<Mutation<ReviewAssignment>>(`invitations/${id}/accept`, {});
  return data.data;
}

/** The reviewer agrees to review: the list and the manuscript refresh. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
