import { useTranslation } from 'react-i18next';
import { Result } from '@colophon/shared/antd';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  toApiError,
  useErrorToast,
} from '@colophon/shared';
import { usePermissions } from '../../../lib/use-permissions';
import { EditRolesButton } from '../../role-assignment';
import { useUser } from '../api/get-user';
import { useUserPublications } from '../api/get-user-publications';
import { publicationTotals } from '../lib/research-metrics';
import { UserDetailActions } from './user-detail-actions';
import { UserHeaderCard } from './user-header-card';
import { UserStatTiles } from './user-stat-tiles';
import { UserTabs } from './user-tabs';

/** The user detail screen: header actions, header card, stat tiles and tabs. */
export function UserDetail({ id }: { id: number }) {
  const { t } = useTranslation('users');
  const { currentUserId, isAdmin } = usePermissions();
  const allowed = isAdmin || id === currentUserId;
  // Someone else's record is not even asked for: the API would refuse it (403).
  const user = useUser(id, allowed);
  const deleted = !!user.data?.deleted_at;
  // A deleted user's publications are not fetched (spec §7).
  const publications = useUserPublications(id, !!user.data && !deleted);
  const notFound = user.isError && toApiError(user.error).status === 404;
  const loadFailure = notFound ? t('errors.notFound') : t('errors.loadDetail');
  useErrorToast(user.isError, user.errorUpdatedAt, loadFailure);
  useErrorToast(publications.isError, publications.errorUpdatedAt, t('publications.loadFailed'));

  if (!allowed)
    return (
      <>
        <PageHeader title={t('detail.title')} />
        <Result
          status="403"
          title={t('form.forbiddenTitle')}
          subTitle={t('errors.viewForbidden')}
          extra={<ButtonLink to="/dashboard">{t('actions.toDashboard')}</ButtonLink>}
        />
      </>
    );
  if (user.isPending) return <LoadingState label={t('detail.loading')} />;
  if (user.isError)
    return (
      <>
        <PageHeader title={t('detail.title')} back="/users" backLabel={t('actions.backToUsers')} />
        {notFound ? (
          <EmptyState
            description={t('errors.notFound')}
            action={<ButtonLink to="/users">{t('actions.backToUsers')}</ButtonLink>}
          />
        ) : (
          <ErrorState message={loadFailure} onRetry={() => void user.refetch()} />
        )}
      </>
    );

  const list = deleted ? [] : (publications.data?.data ?? []);
  const known = deleted || publications.isSuccess;
  const totals = known ? publicationTotals(list) : null;
  const publicationsLoading = !deleted && publications.isPending;

  return (
    <>
      <PageHeader title={t('detail.title')} extra={<UserDetailActions user={user.data} />} />
      <UserHeaderCard
        user={user.data}
        rolesAction={<EditRolesButton user={user.data} disabled={deleted} />}
      />
      <UserStatTiles
        user={user.data}
        publicationCount={totals?.count ?? null}
        loading={publicationsLoading}
      />
      <UserTabs
        user={user.data}
        publications={list}
        totals={totals}
        publicationsLoading={publicationsLoading}
        publicationsFailed={!deleted && publications.isError}
        onRetryPublications={() => void publications.refetch()}
      />
    </>
  );
}
