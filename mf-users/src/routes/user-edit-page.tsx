import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@colophon/shared';
import { EditUserForm } from '../features/user-form';
import { parseUserId } from '../lib/parse-user-id';
import { UserNotFound } from './user-not-found';

export function UserEditPage() {
  const { t } = useTranslation('users');
  const id = parseUserId(useParams().id);
  if (id === null) return <UserNotFound title={t('form.editTitle')} />;
  return (
    <>
      <PageHeader title={t('form.editTitle')} subtitle={t('form.editSubtitle')} />
      <EditUserForm key={id} id={id} />
    </>
  );
}
