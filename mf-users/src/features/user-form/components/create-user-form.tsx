import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { Result } from '@colophon/shared/antd';
import { ButtonLink, listLanding, useCan, useNotify } from '@colophon/shared';
import { useCreateUser } from '../api/create-user';
import { type UserFormMode } from '../lib/user-form-resolver';
import { emptyUserFormValues, toCreatePayload } from '../lib/user-form-values';
import { UserForm } from './user-form';

/** Add User: admins only (the API answers 403 to anyone else). */
export function CreateUserForm() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const notify = useNotify();
  const isAdmin = useCan('users.manage');
  const create = useCreateUser();
  const mode = useMemo<UserFormMode>(
    () => ({ kind: 'create', options: { canManageRoles: true } }),
    [],
  );
  const defaultValues = useMemo(emptyUserFormValues, []);

  if (!isAdmin)
    return (
      <Result
        status="403"
        title={t('form.forbiddenTitle')}
        subTitle={t('form.createForbidden')}
        extra={<ButtonLink to="/users">{t('actions.backToUsers')}</ButtonLink>}
      />
    );

  return (
    <UserForm
      mode={mode}
      defaultValues={defaultValues}
      submitLabel={t('form.create')}
      submittingLabel={t('form.creating')}
      onLeave={() => void navigate('/users')}
      onSubmit={async (values) => {
        const { data } = await create.mutateAsync(toCreatePayload(values, mode.options));
        notify.success(t('form.created'));
        // Back to the list, newest first, so the new user is on page 1, marked.
        void navigate(listLanding('/users', data.id, 'created_at'));
      }}
    />
  );
}
