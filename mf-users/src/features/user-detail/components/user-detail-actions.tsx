import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { ArrowLeftOutlined, EditOutlined, Flex } from '@colophon/shared/antd';
import { ButtonLink, isRtl, useLanguage } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { usePermissions } from '../../../lib/use-permissions';
import { DeleteUserButton, ForceDeleteUserButton, RestoreUserButton } from '../../user-lifecycle';

/**
 * Back to Users, Edit, and Delete or Restore by the user's state; a
 * super-admin also gets the permanent delete. Each shows only to whoever
 * the API would let use it (docs/roles.md).
 */
export function UserDetailActions({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const rtl = isRtl(useLanguage());
  const { currentUserId, isAdmin, isSuperAdmin } = usePermissions();
  const self = user.id === currentUserId;
  const deleted = !!user.deleted_at;
  const toList = () => void navigate('/users');

  return (
    <Flex gap="small" wrap>
      <ButtonLink
        to="/users"
        // The arrow points to the start of the line: the right in right-to-left languages.
        icon={<ArrowLeftOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
      >
        {t('actions.backToUsers')}
      </ButtonLink>
      {(isAdmin || self) && !deleted && (
        <ButtonLink to={`/users/${user.id}/edit`} type="primary" icon={<EditOutlined />}>
          {t('actions.edit')}
        </ButtonLink>
      )}
      {isAdmin && !deleted && !self && <DeleteUserButton user={user} onDeleted={toList} />}
      {isAdmin && deleted && <RestoreUserButton user={user} />}
      {isSuperAdmin && !self && <ForceDeleteUserButton user={user} onDeleted={toList} />}
    </Flex>
  );
}
