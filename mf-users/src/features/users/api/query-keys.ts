import { type UsersListParams } from '../types';

/**
 * Query keys of the users feature. Everything hangs off `all`, so a
 * mutation can invalidate every list (`lists()`) without knowing its params.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...userKeys.lists(), params] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
};
