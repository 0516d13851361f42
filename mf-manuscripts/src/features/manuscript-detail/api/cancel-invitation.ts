import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation, type ReviewInvitation } from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';

export async function cancelInvitation(id: number): Promise<ReviewInvitation> {
  const { data } = await apiClient.post<Mutation<ReviewInvitation>>(`invitations/${id}/cancel`, {});
  return data.data;
}

/** An editor withdraws an invitation (invited or accepted, not yet reviewed). */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
