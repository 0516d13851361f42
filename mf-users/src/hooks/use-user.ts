import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Single, type User } from '@colophon/shared/contracts';
import { userKeys } from '../lib/user-keys';

/** One user with roles and academic profile (deleted users too, for admins). */
export async function getUser(id: number): Promise<User> {
  const { data } = await apiClient.get<Single<User>>(`users/${id}`);
  return data.data;
}

export const getUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

/** `enabled` false skips the call (someone who may not read this user). */
export const useUser = (id: number, enabled = true) =>
  useQuery({ ...getUserQueryOptions(id), enabled });
