import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, RecordLoader, useCan } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useCurrentUserId } from '../hooks/use-current-user-id';
import { useUser } from '../hooks/use-user';

interface UserRecordProps {
  /** The route's id as parseId read it; null (not an id) shows 'User not found' and calls nothing. */
  id: number | null;
  /** The page title of every state but the loaded one. */
  title: string;
  /** Why someone who is not an admin may not open another user's account here. */
  forbidden: string;
  /** The forbidden state's button; defaults to Back to Users. */
  forbiddenBack?: { to: string; label: string };
  /** The page header of the loading, forbidden and failed states (default: title and Back to Users). */
  header?: ReactNode;
  children: (user: User) => ReactNode;
}

/**
 * One user for a page, or its loading, not found, forbidden or failed state.
 * Admins open anyone; everyone else only themselves: someone else's record
 * is not even asked for, as the API would refuse it (403).
 */
export function UserRecord({
  id,
  title,
  forbidden,
  forbiddenBack,
  header,
  children,
}: UserRecordProps) {
  const { t } = useTranslation('users');
  const canManage = useCan('users.manage');
  const currentUserId = useCurrentUserId();
  const allowed = canManage || (id !== null && id === currentUserId);
  const user = useUser(id ?? 0, id !== null && allowed);
  // No way back to a list the user may not see: the forbidden page has no back arrow.
  const stateHeader = header ?? (allowed ? undefined : <PageHeader title={title} />);

  return (
    <RecordLoader
      query={user}
      id={id}
      forbidden={!allowed}
      title={title}
      // Only administrators have a users list to go back to; everyone else goes to the dashboard.
      back={
        canManage
          ? { to: '/users', label: t('actions.backToUsers') }
          : { to: '/dashboard', label: t('access.backToDashboard', { ns: 'common' }) }
      }
      forbiddenBack={forbiddenBack}
      header={id === null ? undefined : stateHeader}
      texts={{
        notFound: t('errors.notFound'),
        loadFailed: t('errors.loadDetail'),
        loading: t('detail.loading'),
        forbidden,
        forbiddenTitle: t('form.forbiddenTitle'),
      }}
    >
      {children}
    </RecordLoader>
  );
}
