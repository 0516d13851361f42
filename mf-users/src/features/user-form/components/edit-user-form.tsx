import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { Alert } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, useAuthStore, useCan, useNotify } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { UserRecord } from '../../../components/user-record';
import { useCurrentUserId } from '../../../hooks/use-current-user-id';
import { useUpdateUser } from '../api/update-user';
import { type UserFormMode } from '../lib/user-form-resolver';
import { toUpdatePayload, userToFormValues } from '../lib/user-form-values';
import { UserForm } from './user-form';

/** Edit User: admins edit anyone; everyone may edit themselves, without roles. */
export function EditUserForm({ id }: { id: number | null }) {
  const { t } = useTranslation('users');
  const title = t('form.editTitle');

  return (
    <UserRecord
      id={id}
      title={title}
      forbidden={t('form.editForbidden')}
      header={<PageHeader title={title} subtitle={t('form.editSubtitle')} />}
    >
      {(user) => (
        <>
          {/* Whose account this is. */}
          <PageHeader title={title} subtitle={user.name} />
          {user.deleted_at ? (
            <Alert
              type="warning"
              showIcon
              title={t('form.deletedTitle')}
              description={t('form.deletedText')}
              action={<ButtonLink to={`/users/${user.id}`}>{t('form.toDetail')}</ButtonLink>}
            />
          ) : (
            <LoadedEditForm user={user} />
          )}
        </>
      )}
    </UserRecord>
  );
}

function LoadedEditForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const notify = useNotify();
  const isAdmin = useCan('users.manage');
  const currentUserId = useCurrentUserId();
  const updateSessionUser = useAuthStore((state) => state.updateUser);
  const update = useUpdateUser(user.id);
  const defaultValues = useMemo(() => userToFormValues(user), [user]);
  const mode = useMemo<UserFormMode>(
    () => ({
      kind: 'edit',
      initial: defaultValues,
      options: {
        canManageRoles: isAdmin,
        hadProfile: !!user.academic_profile,
        isSelf: user.id === currentUserId,
      },
    }),
    [defaultValues, isAdmin, user.academic_profile, user.id, currentUserId],
  );
  const toDetail = () => void navigate(`/users/${user.id}`);

  return (
    <UserForm
      mode={mode}
      defaultValues={defaultValues}
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
