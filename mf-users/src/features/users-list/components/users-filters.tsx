import { useTranslation } from 'react-i18next';
import { Button, DownloadOutlined, ReloadOutlined, Segmented } from '@colophon/shared/antd';
import { FilterBar, withAllOption } from '@colophon/shared';
import { type UserStatus, USER_STATUSES } from '@colophon/shared/contracts';
import { useRoleLabel } from '../../../hooks/use-role-label';
import { useRoles } from '../../../hooks/use-roles';
import { type UsersListParams } from '../lib/users-list-params';

interface UsersFiltersProps {
  params: UsersListParams;
  onSearch: (search: string) => void;
  onRoleChange: (role: string) => void;
  onStatusChange: (status: UserStatus) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  exporting: boolean;
}

export function UsersFilters({
  params,
  onSearch,
  onRoleChange,
  onStatusChange,
  onRefresh,
  refreshing,
  onExport,
  exporting,
}: UsersFiltersProps) {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const roleLabel = useRoleLabel();

  return (
    <FilterBar
      search={{
        value: params.search,
        onSearch,
        label: t('filters.searchLabel'),
        placeholder: t('filters.searchPlaceholder'),
      }}
      selects={[
        {
          label: t('filters.role'),
          value: params.role,
          options: withAllOption(
            t('filters.allRoles'),
            (roles.data ?? []).map((role) => ({
              value: role.name,
              label: roleLabel(role.name),
            })),
          ),
          loading: roles.isLoading,
          onChange: onRoleChange,
        },
      ]}
    >
      <Segmented<UserStatus>
        aria-label={t('filters.status')}
        value={params.status}
        options={USER_STATUSES.map((status) => ({
          value: status,
          label: t(`filters.statuses.${status}`),
        }))}
        onChange={onStatusChange}
      />
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
        {t('actions.refresh')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={onExport}
        disabled={exporting}
        aria-busy={exporting}
      >
        {exporting ? t('actions.exporting') : t('actions.export')}
      </Button>
    </FilterBar>
  );
}
