import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Role } from '../types';
import { userKeys } from './query-keys';

export async function getRoles(): Promise<Role[]> {
  const { data } = await apiClient.get<{ data: Role[] }>('users/roles');
  return data.data;
}

export const getRolesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.roles(), queryFn: getRoles });

export const useRoles = () => useQuery(getRolesQueryOptions());
