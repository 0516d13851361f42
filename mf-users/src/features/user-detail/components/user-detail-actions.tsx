import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, EditOutlined, Flex } from '@colophon/shared/antd';
import { ButtonLink, isRtl, useCan, useLanguage } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useCurrentUserId } from '../../../hooks/use-current-user-id';

interface UserDetailActionsProps {
  user: User;
  /** Delete, Restore and the permanent delete (the page composes them from their feature). */
  lifecycleActions?: ReactNode;
}

/**
 * Back to Users, Edit (admins, or oneself, while the account is not
 * deleted), then the lifecycle actions.
 */
export function UserDetailActions({ user, lifecycleActions }: UserDetailActionsProps) {
  const { t } = useTranslation('users');
  const rtl = isRtl(useLanguage());
  const isAdmin = useCan('users.manage');
  const canList = useCan('users.list');
  const self = user.id === useCurrentUserId();
  const deleted = !!user.deleted_at;

  return (
    <Flex gap="small" wrap>
      {canList && (
        <ButtonLink
          to="/users"
          // The arrow points to the start of the line: the right in right-to-left languages.
          icon={<ArrowLeftOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
        >
          {t('actions.backToUsers')}
        </ButtonLink>
      )}
      {(isAdmin || self) && !deleted && (
        <ButtonLink to={`/users/${user.id}/edit`} type="primary" icon={<EditOutlined />}>
          {t('actions.edit')}
        </ButtonLink>
      )}
      {lifecycleActions}
    </Flex>
  );
}
