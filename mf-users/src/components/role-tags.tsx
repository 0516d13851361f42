import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { type Role } from '@colophon/shared/contracts';
import { useRoleLabel } from '../hooks/use-role-label';
import { SUPER_ADMIN_ROLE } from '../lib/super-admin-role';

/** Role badges, each role by its proper name ('editor-in-chief' → 'Editor-in-Chief'). */
export function RoleTags({ roles }: { roles: Role[] }) {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  if (roles.length === 0)
    return <Typography.Text type="secondary">{t('roles.none')}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role.id} color={role.name === SUPER_ADMIN_ROLE ? 'purple' : 'blue'}>
          {roleLabel(role.name)}
        </Tag>
      ))}
    </Flex>
  );
}
