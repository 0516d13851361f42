import { useTranslation } from 'react-i18next';
import { PageHeader, RequirePermission } from '@colophon/shared';
import { CreateUserForm } from '../features/user-form/components/create-user-form';

export function UserCreatePage() {
  const { t } = useTranslation('users');
  return (
    <RequirePermission permission="users.manage">
      <PageHeader title={t('form.createTitle')} subtitle={t('form.createSubtitle')} />
      <CreateUserForm />
    </RequirePermission>
  );
}
