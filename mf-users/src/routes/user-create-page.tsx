import { useTranslation } from 'react-i18next';
import { PageHeader } from '@colophon/shared';
import { CreateUserForm } from '../features/user-form/components/create-user-form';

export function UserCreatePage() {
  const { t } = useTranslation('users');
  return (
    <>
      <PageHeader title={t('form.createTitle')} subtitle={t('form.createSubtitle')} />
      <CreateUserForm />
    </>
  );
}
