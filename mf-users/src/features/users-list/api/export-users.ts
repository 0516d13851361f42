import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '@colophon/shared';
import { type UsersListParams } from '../lib/users-list-params';
import { toUsersApiQuery } from './get-users';

/** The export's query: the list's filters and order without its paging. */
export function toUsersExportQuery(params: UsersListParams) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { page, per_page, ...filters } = toUsersApiQuery(params);
  return filters;
}

/** Downloads every user of the current filters as users.csv (admins). */
export function exportUsers(params: UsersListParams): Promise<void> {
  return downloadCsv('users/export.csv', toUsersExportQuery(params), 'users.csv');
}

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
