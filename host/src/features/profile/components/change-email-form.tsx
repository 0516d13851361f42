import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Input } from '@colophon/shared/antd';
import { useAuthStore, FormField } from '@colophon/shared';
import { type ChangeEmailInput, changeEmailSchema } from '@colophon/shared/contracts';
import { changeEmail, profileKeys } from '../api/profile-api';
import { useAccountForm } from '../hooks/use-account-form';
import { PROFILE_NAMESPACE } from '../locales/register';
import { AccountFormCard } from './account-form-card';

const FIELDS = ['current_password', 'email'] as const;
const EMPTY: ChangeEmailInput = { current_password: '', email: '' };

/** Change email: asks for the current password; the new address starts unverified. */
export function ChangeEmailForm() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const client = useQueryClient();
  const updateUser = useAuthStore((state) => state.updateUser);
  const { control, isSubmitting, submit } = useAccountForm({
    schema: changeEmailSchema,
    empty: EMPTY,
    fields: FIELDS,
    send: async (values) => {
      const { user } = await changeEmail(values);
      updateUser(user);
      client.setQueryData(profileKeys.me, user);
      return t('email.done', { email: user.email });
    },
  });

  return (
    <AccountFormCard
      title={t('email.title')}
      submitLabel={t('email.submit')}
      submittingLabel={t('email.submitting')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField name="email" control={control} id="profile-new-email" label={t('email.new')}>
        <Input type="email" autoComplete="email" />
      </FormField>
      <FormField
        name="current_password"
        control={control}
        id="profile-email-current-password"
        label={t('email.current')}
      >
        <Input.Password autoComplete="current-password" />
      </FormField>
    </AccountFormCard>
  );
}
