import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type Paginated, type User } from '@colophon/shared/contracts';
import { type UsersApiQuery, type UsersListParams } from '../lib/users-list-params';
import { userKeys } from '../../../lib/user-keys';

/** Maps the screen's params to the `GET users` query, leaving out blank filters. */
export function toUsersApiQuery(params: UsersListParams): UsersApiQuery {
  const query: UsersApiQuery = { page: params.page, per_page: params.perPage };
  const search = params.search.trim();
  if (search) query.search = search;
  if (params.role) query.role = params.role;
  // 'all' is the API's default: no need to send it.
  if (params.status !== 'all') query.status = params.status;
  if (params.sort) {
    query.sort = params.sort;
    if (params.direction) query.direction = params.direction;
  }
  return query;
}

export async function getUsers(params: UsersListParams): Promise<Paginated<User>> {
  const { data } = await apiClient.get<Paginated<User>>('users', {
    params: toUsersApiQuery(params),
  });
  return data;
}

export const getUsersQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () => getUsers(params),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UsersListParams) => useQuery(getUsersQueryOptions(params));
