import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { formatRoleName } from '@colophon/shared';
import { type Role } from '../types';

export function UserRoles({ roles }: { roles: Role[] }) {
  const { t } = useTranslation('users');
  if (roles.length === 0)
    return <Typography.Text type="secondary">{t('list.noRoles')}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role.id} color="blue">
          {formatRoleName(role.name)}
        </Tag>
      ))}
    </Flex>
  );
}
