import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { PageHeader, ButtonLink, RequirePermission } from '@colophon/shared';
import { UsersList } from '../features/users-list/components/users-list';
import { RestoreUserButton } from '../features/user-lifecycle/components/restore-user-button';

export function UsersListPage() {
  const { t } = useTranslation('users');
  // The host's route guard says the same from the registry; this holds when the section runs alone.
  return (
    <RequirePermission permission="users.list">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          <ButtonLink to="/users/create" type="primary" icon={<PlusOutlined />}>
            {t('actions.add')}
          </ButtonLink>
        }
      />
      <UsersList
        // Only deleted users have an action in the list; the rest is on the detail page.
        rowActions={(user) =>
          user.deleted_at ? <RestoreUserButton user={user} size="small" /> : null
        }
      />
    </RequirePermission>
  );
}
