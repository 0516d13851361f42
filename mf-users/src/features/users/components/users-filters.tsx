import { useTranslation } from 'react-i18next';
import {
  Button,
  DownloadOutlined,
  Flex,
  ReloadOutlined,
  Segmented,
  Select,
} from '@colophon/shared/antd';
import { formatRoleName, SearchBox } from '@colophon/shared';
import { USER_STATUSES } from '@colophon/shared/contracts';
import { useRoles } from '../../roles';
import { type UserStatus, type UsersListParams } from '../types';

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

  const roleOptions = [
    { value: '', label: t('filters.allRoles') },
    ...(roles.data ?? []).map((role) => ({ value: role.name, label: formatRoleName(role.name) })),
  ];

  return (
    <Flex wrap gap="small" align="center" style={{ marginBlockEnd: 16 }}>
      <SearchBox
        value={params.search}
        onSearch={onSearch}
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
      />
      <Select
        aria-label={t('filters.role')}
        value={params.role}
        options={roleOptions}
        loading={roles.isLoading}
        onChange={onRoleChange}
        style={{ minInlineSize: 180 }}
        popupMatchSelectWidth={false}
      />
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
    </Flex>
  );
}
