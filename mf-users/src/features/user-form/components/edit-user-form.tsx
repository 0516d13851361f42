import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Result } from '@colophon/shared/antd';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
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
  const user = useUser(id);
  const notFound = user.isError && toApiError(user.error).status === 404;
  const loadFailure = notFound ? t('errors.notFound') : t('errors.loadDetail');
  useErrorToast(user.isError, user.errorUpdatedAt, loadFailure);

  if (!isAdmin && id !== currentUserId)
    return (
      <Result
        status="403"
        title={t('form.forbiddenTitle')}
        subTitle={t('form.editForbidden')}
        extra={<ButtonLink to="/users">{t('actions.backToUsers')}</ButtonLink>}
      />
    );
  if (user.isPending) return <LoadingState label={t('detail.loading')} />;
  if (user.isError)
    return notFound ? (
      <EmptyState
        description={t('errors.notFound')}
        action={<ButtonLink to="/users">{t('actions.backToUsers')}</ButtonLink>}
      />
    ) : (
      <ErrorState message={loadFailure} onRetry={() => void user.refetch()} />
    );
  if (user.data.deleted_at)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('form.deletedTitle')}
        description={t('form.deletedText')}
        action={<ButtonLink to={`/users/${id}`}>{t('form.toDetail')}</ButtonLink>}
      />
    );
  return <LoadedEditForm user={user.data} />;
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
