import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { Alert, Result } from '@colophon/shared/antd';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  toApiError,
  useAuthStore,
  useErrorToast,
  useNotify,
} from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { usePermissions } from '../../../lib/use-permissions';
import { useUser } from '../../user-detail';
import { useUpdateUser } from '../api/update-user';
import { type UserFormMode } from '../lib/user-form-resolver';
import { toUpdatePayload, userToFormValues } from '../lib/user-form-values';
import { UserForm } from './user-form';

/** Edit User: admins edit anyone; everyone may edit themselves, without roles. */
export function EditUserForm({ id }: { id: number }) {
  const { t } = useTranslation('users');
  const { currentUserId, isAdmin } = usePermissions();
  const allowed = isAdmin || id === currentUserId;
  // Someone else's record is not even asked for: the API would refuse it (403).
  const user = useUser(id, allowed);
  const notFound = user.isError && toApiError(user.error).status === 404;
  const loadFailure = notFound ? t('errors.notFound') : t('errors.loadDetail');
  useErrorToast(user.isError, user.errorUpdatedAt, loadFailure);
  const back = <ButtonLink to="/users">{t('actions.backToUsers')}</ButtonLink>;

  let content;
  if (!allowed)
    content = (
      <Result
        status="403"
        title={t('form.forbiddenTitle')}
        subTitle={t('form.editForbidden')}
        extra={back}
      />
    );
  else if (user.isPending) content = <LoadingState label={t('detail.loading')} />;
  else if (user.isError)
    content = notFound ? (
      <EmptyState description={t('errors.notFound')} action={back} />
    ) : (
      <ErrorState message={loadFailure} onRetry={() => void user.refetch()} />
    );
  else if (user.data.deleted_at)
    content = (
      <Alert
        type="warning"
        showIcon
        title={t('form.deletedTitle')}
        description={t('form.deletedText')}
        action={<ButtonLink to={`/users/${id}`}>{t('form.toDetail')}</ButtonLink>}
      />
    );
  else content = <LoadedEditForm user={user.data} />;

  return (
    <>
      {/* Whose account this is, once known. */}
      <PageHeader
        title={t('form.editTitle')}
        subtitle={user.data?.name ?? t('form.editSubtitle')}
      />
      {content}
    </>
  );
}

function LoadedEditForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const notify = useNotify();
  const { currentUserId, isAdmin, isSuperAdmin } = usePermissions();
  const updateSessionUser = useAuthStore((state) => state.updateUser);
  const update = useUpdateUser(user.id);
  const defaultValues = useMemo(() => userToFormValues(user), [user]);
  const mode = useMemo<UserFormMode>(
    () => ({
      kind: 'edit',
      initial: defaultValues,
      options: { canManageRoles: isAdmin, hadProfile: !!user.academic_profile },
    }),
    [defaultValues, isAdmin, user.academic_profile],
  );
  const toDetail = () => void navigate(`/users/${user.id}`);

  return (
    <UserForm
      mode={mode}
      defaultValues={defaultValues}
      isSuperAdmin={isSuperAdmin}
      submitLabel={t('form.save')}
      submittingLabel={t('actions.saving')}
      onLeave={toDetail}
      onSubmit={async (values) => {
        if (mode.kind !== 'edit') return;
        const { data } = await update.mutateAsync(
          toUpdatePayload(values, mode.initial, mode.options),
        );
        // Editing oneself: the top bar and the session follow at once.
        if (data.id === currentUserId) updateSessionUser(data);
        notify.success(t('form.updated'));
        toDetail();
      }}
    />
  );
}
