import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MessageResponse } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

/** Soft delete: the account is kept and can be restored; roles and sessions go. */
export async function deleteUser(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`users/${id}`);
  return data;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
      ]),
  });
}
