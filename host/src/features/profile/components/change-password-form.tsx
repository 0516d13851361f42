import { useTranslation } from 'react-i18next';
import { Input } from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { type ChangePasswordInput, changePasswordSchema } from '@colophon/shared/contracts';
import { changePassword } from '../api/profile-api';
import { useAccountForm } from '../hooks/use-account-form';
import { PROFILE_NAMESPACE } from '../locales/register';
import { AccountFormCard } from './account-form-card';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordInput = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** Change password: the current one first; the server's answer lands on its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { control, isSubmitting, submit } = useAccountForm({
    schema: changePasswordSchema,
    empty: EMPTY,
    fields: FIELDS,
    send: async (values) => {
      await changePassword(values);
      return t('password.done');
    },
  });

  return (
    <AccountFormCard
      title={t('password.title')}
      submitLabel={t('password.submit')}
      submittingLabel={t('password.submitting')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField
        name="current_password"
        control={control}
        id="profile-current-password"
        label={t('password.current')}
      >
        <Input.Password autoComplete="current-password" />
      </FormField>
      <FormField
        name="password"
        control={control}
        id="profile-new-password"
        label={t('password.new')}
      >
        <Input.Password autoComplete="new-password" />
      </FormField>
      <FormField
        name="password_confirmation"
        control={control}
        id="profile-confirm-password"
        label={t('password.confirm')}
      >
        <Input.Password autoComplete="new-password" />
      </FormField>
    </AccountFormCard>
  );
}
