import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { type TableColumnsType } from '@colophon/shared/antd';
import { formatDate, ListTable, type ListTableProps } from '@colophon/shared';
import { type Paginated, type User } from '@colophon/shared/contracts';
import { UserStatusTag } from '../../../components/user-status-tag';
import { RoleTags } from '../../../components/role-tags';

/** What a phone shows of a user; the rest is in the row's expandable part. */
const PHONE_COLUMNS = ['name', 'status', 'created_at'];

interface UsersTableProps extends Pick<ListTableProps<User>, 'sorting' | 'highlight'> {
  result: Paginated<User> | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
  /** The Actions column of a row (the page composes it from other features). */
  rowActions?: (user: User) => ReactNode;
}

export function UsersTable({
  result,
  loading,
  page,
  perPage,
  onPageChange,
  rowActions,
  sorting,
  highlight,
}: UsersTableProps) {
  const { t } = useTranslation('users');

  const columns: TableColumnsType<User> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, user) => <Link to={`/users/${user.id}`}>{name}</Link>,
    },
    { title: t('columns.email'), dataIndex: 'email', key: 'email', sorter: true },
    {
      title: t('columns.roles'),
      key: 'roles',
      render: (_, user) => <RoleTags roles={user.roles} />,
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, user) => <UserStatusTag deletedAt={user.deleted_at} />,
    },
    {
      title: t('columns.joined'),
      dataIndex: 'created_at',
      key: 'created_at',
      sorter: true,
      render: (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</span>,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, user) => rowActions?.(user) ?? null,
    },
  ];

  return (
    <ListTable<User>
      caption={t('list.caption')}
      columns={columns}
      result={result}
      loading={loading}
      page={page}
      perPage={perPage}
      pageSizeOptions={[15, 30, 50, 100]}
      onPageChange={onPageChange}
      emptyText={t('list.empty')}
      totalText={(total) => t('list.total', { count: total })}
      sorting={sorting}
      highlight={highlight}
      phoneColumns={PHONE_COLUMNS}
    />
  );
}
