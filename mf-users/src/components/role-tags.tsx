import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { formatRoleName } from '@colophon/shared';
import { type Role } from '@colophon/shared/contracts';
import { SUPER_ADMIN_ROLE } from '../lib/super-admin-role';

/** Role badges, hyphens shown as spaces ('editor-in-chief' → 'editor in chief'). */
export function RoleTags({ roles }: { roles: Role[] }) {
  const { t } = useTranslation('users');
  if (roles.length === 0)
    return <Typography.Text type="secondary">{t('roles.none')}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role.id} color={role.name === SUPER_ADMIN_ROLE ? 'purple' : 'blue'}>
          {formatRoleName(role.name)}
        </Tag>
      ))}
    </Flex>
  );
}
