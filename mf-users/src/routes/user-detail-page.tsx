import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { UserDetail } from '../features/user-detail';
import { parseUserId } from '../lib/parse-user-id';
import { UserNotFound } from './user-not-found';

export function UserDetailPage() {
  const { t } = useTranslation('users');
  const id = parseUserId(useParams().id);
  if (id === null) return <UserNotFound title={t('detail.title')} />;
  // A new id is a new screen: no state carries over from the previous user.
  return <UserDetail key={id} id={id} />;
}
