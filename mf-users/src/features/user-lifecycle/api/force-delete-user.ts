import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MessageResponse } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

/** Permanent deletion (super-admins only): the account and its profile are gone for good. */
export async function forceDeleteUser(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`users/${id}/force`);
  return data;
}

export function useForceDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceDeleteUser,
    onSuccess: (_, id) => {
      // Nothing to refetch: the record no longer exists.
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
