import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useErrorToast } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { UserRecord } from '../../../components/user-record';
import { useUserPublications } from '../api/get-user-publications';
import { publicationTotals } from '../lib/research-metrics';
import { UserDetailActions } from './user-detail-actions';
import { UserHeaderCard } from './user-header-card';
import { UserStatTiles } from './user-stat-tiles';
import { UserTabs } from './user-tabs';

interface UserDetailProps {
  /** The route's id as parseId read it (null: not an id). */
  id: number | null;
  /** Delete, Restore and the permanent delete of the loaded user (composed by the page). */
  lifecycleActions?: (user: User) => ReactNode;
  /** The 'Edit Roles' action beside the role badges (composed by the page). */
  rolesAction?: (user: User) => ReactNode;
}

/** The user detail screen: header actions, header card, stat tiles and tabs. */
export function UserDetail({ id, lifecycleActions, rolesAction }: UserDetailProps) {
  const { t } = useTranslation('users');
  return (
    <UserRecord
      id={id}
      title={t('detail.title')}
      forbidden={t('errors.viewForbidden')}
      forbiddenBack={{ to: '/dashboard', label: t('actions.toDashboard') }}
    >
      {(user) => (
        <LoadedUserDetail
          user={user}
          lifecycleActions={lifecycleActions?.(user)}
          rolesAction={rolesAction?.(user)}
        />
      )}
    </UserRecord>
  );
}

interface LoadedUserDetailProps {
  user: User;
  lifecycleActions: ReactNode;
  rolesAction: ReactNode;
}

function LoadedUserDetail({ user, lifecycleActions, rolesAction }: LoadedUserDetailProps) {
  const { t } = useTranslation('users');
  const deleted = !!user.deleted_at;
  // A deleted user's publications are not fetched.
  const publications = useUserPublications(user.id, !deleted);
  useErrorToast(publications.isError, publications.errorUpdatedAt, t('publications.loadFailed'));

  const list = deleted ? [] : (publications.data?.data ?? []);
  const known = deleted || publications.isSuccess;
  const totals = known ? publicationTotals(list) : null;
  const publicationsLoading = !deleted && publications.isPending;

  return (
    <>
      <PageHeader
        title={t('detail.title')}
        extra={<UserDetailActions user={user} lifecycleActions={lifecycleActions} />}
      />
      <UserHeaderCard user={user} rolesAction={rolesAction} />
      <UserStatTiles
        user={user}
        publicationCount={totals?.count ?? null}
        loading={publicationsLoading}
      />
      <UserTabs
        user={user}
        publications={list}
        totals={totals}
        publicationsLoading={publicationsLoading}
        publicationsFailed={!deleted && publications.isError}
        onRetryPublications={() => void publications.refetch()}
      />
    </>
  );
}
