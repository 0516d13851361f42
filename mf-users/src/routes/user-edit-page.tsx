import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { EditUserForm } from '../features/user-form';
import { parseUserId } from '../lib/parse-user-id';
import { UserNotFound } from './user-not-found';

export function UserEditPage() {
  const { t } = useTranslation('users');
  const id = parseUserId(useParams().id);
  if (id === null) return <UserNotFound title={t('form.editTitle')} />;
  return <EditUserForm key={id} id={id} />;
}
