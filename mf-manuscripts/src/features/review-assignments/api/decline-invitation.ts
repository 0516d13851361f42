import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';
import { type ReviewAssignment } from '@colophon/shared/contracts';

export interface DeclineInvitationInput {
  id: number;
  /** Optional: blank is sent as no reason. */
  reason: string;
}

export async function declineInvitation({
  id,
  reason,
}: DeclineInvitationInput): Promise<ReviewAssignment> {
  const { data } = await apiClient.post<Mutation<ReviewAssignment>>(`invitations/${id}/decline`, {
    reason: reason.trim() || null,
  });
  return data.data;
}

/** The reviewer turns the invitation down: the list and the manuscript refresh. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
