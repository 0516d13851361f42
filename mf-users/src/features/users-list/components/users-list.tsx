import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorToast, useNotify } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { useUsersListParams } from '../hooks/use-users-list-params';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** The users list: filters in the URL, a paged table, the CSV export, and the load failure inline and as a toast. */
export function UsersList({ rowActions }: { rowActions?: (user: User) => ReactNode }) {
  const { t } = useTranslation('users');
  const { params, list } = useUsersListParams();
  const users = useUsers(params);
  const exportCsv = useExportUsers();
  const notify = useNotify();
  useErrorToast(users.isError, users.errorUpdatedAt, t('errors.fetch'));

  const startExport = () =>
    exportCsv.mutate(params, { onError: () => notify.error(t('errors.export')) });

  return (
    <>
      <UsersFilters
        params={params}
        onSearch={list.setSearch}
        onRoleChange={(role) => list.setFilter('role', role)}
        onStatusChange={(status) => list.setFilter('status', status)}
        onRefresh={() => void users.refetch()}
        refreshing={users.isFetching}
        onExport={startExport}
        exporting={exportCsv.isPending}
      />
      {users.isError ? (
        <ErrorState message={t('errors.fetch')} onRetry={() => void users.refetch()} />
      ) : (
        <UsersTable
          result={users.data}
          loading={users.isPending || (users.isFetching && users.isPlaceholderData)}
          page={params.page}
          perPage={params.perPage}
          onPageChange={list.setPagination}
          rowActions={rowActions}
          sorting={list.sorting}
          highlight={{
            id: list.highlight,
            label: (user) => user.name,
            onShown: list.clearHighlight,
            fetching: users.isFetching,
          }}
        />
      )}
    </>
  );
}
