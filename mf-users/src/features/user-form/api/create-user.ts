import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Mutation, type User, type UserCreateInput } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

export async function createUser(input: UserCreateInput): Promise<Mutation<User>> {
  const { data } = await apiClient.post<Mutation<User>>('users', input);
  return data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userKeys.detail(data.id), data);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
