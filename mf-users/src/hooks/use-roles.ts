import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Role } from '@colophon/shared/contracts';
import { userKeys } from '../lib/user-keys';

export async function getRoles(): Promise<Role[]> {
  const { data } = await apiClient.get<{ data: Role[] }>('users/roles');
  return data.data;
}

export const getRolesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.roles(),
    queryFn: getRoles,
    // Roles change only with a release: no need to refetch them per screen.
    staleTime: Infinity,
  });

export const useRoles = () => useQuery(getRolesQueryOptions());
