import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type AssignRolesInput, type Mutation, type User } from '@colophon/shared/contracts';
import { userKeys } from '../../../lib/user-keys';

/** Replaces a user's roles (by name) with the given list. */
export async function assignRoles(id: number, input: AssignRolesInput): Promise<Mutation<User>> {
  const { data } = await apiClient.post<Mutation<User>>(`users/${id}/roles`, input);
  return data;
}

export function useAssignRoles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roles: string[]) => assignRoles(id, { roles }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userKeys.detail(id), data);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
