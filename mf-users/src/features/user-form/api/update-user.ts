import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation, type User, type UserUpdateInput } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

export async function updateUser(id: number, input: UserUpdateInput): Promise<Mutation<User>> {
  const { data } = await apiClient.put<Mutation<User>>(`users/${id}`, input);
  return data;
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserUpdateInput) => updateUser(id, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userKeys.detail(id), data);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
