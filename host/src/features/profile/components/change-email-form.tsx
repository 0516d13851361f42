import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from '@colophon/shared/antd';
import { toApiError, useAuthStore, useNotify } from '@colophon/shared';
import { applyServerErrors, FormField } from '@colophon/shared/forms';
import { type ChangeEmailInput, changeEmailSchema } from '@colophon/shared/contracts';
import { changeEmail, profileKeys } from '../api/profile-api';
import { PROFILE_NAMESPACE } from '../locales/register';

const FIELDS = ['current_password', 'email'] as const;
const EMPTY: ChangeEmailInput = { current_password: '', email: '' };

/** Change email: asks for the current password; the new address starts unverified. */
export function ChangeEmailForm() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const notify = useNotify();
  const client = useQueryClient();
  const updateUser = useAuthStore((state) => state.updateUser);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: EMPTY,
  });

  const onValid = async (values: ChangeEmailInput) => {
    try {
      const { user } = await changeEmail(values);
      updateUser(user);
      client.setQueryData(profileKeys.me, user);
      reset(EMPTY);
      notify.success(t('email.done', { email: user.email }));
    } catch (error) {
      const { applied } = applyServerErrors(setError, error, { mode: 'first', fields: FIELDS });
      if (applied.length === 0) notify.error(toApiError(error).message);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('email.title')}</h2>}>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        aria-label={t('email.title')}
        onFinish={() => void handleSubmit(onValid)()}
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
        <Button type="primary" htmlType="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('email.submitting') : t('email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
