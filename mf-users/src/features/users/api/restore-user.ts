import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation } from '@colophon/shared/contracts';
import { type User } from '../types';
import { userKeys } from './query-keys';

export async function restoreUser(id: number): Promise<Mutation<User>> {
  const { data } = await apiClient.post<Mutation<User>>(`users/${id}/restore`);
  return data;
}

/** Restores a soft-deleted user and refreshes every users list. */
export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
