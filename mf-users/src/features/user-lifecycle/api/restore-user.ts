import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation, type User } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

export async function restoreUser(id: number): Promise<Mutation<User>> {
  const { data } = await apiClient.post<Mutation<User>>(`users/${id}/restore`);
  return data;
}

/** Restores a soft-deleted user; the record and every users list are refreshed. */
export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userKeys.detail(data.id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(data.id) }),
      ]);
    },
  });
}
