import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Input } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import { applyServerErrors, FormField } from '@colophon/shared/forms';
import { type ChangePasswordInput, changePasswordSchema } from '@colophon/shared/contracts';
import { changePassword } from '../api/profile-api';
import { PROFILE_NAMESPACE } from '../locales/register';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordInput = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** Change password: the current one first; the server's answer lands on its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const notify = useNotify();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onValid = async (values: ChangePasswordInput) => {
    try {
      await changePassword(values);
      reset(EMPTY);
      notify.success(t('password.done'));
    } catch (error) {
      const { applied } = applyServerErrors(setError, error, { mode: 'first', fields: FIELDS });
      if (applied.length === 0) notify.error(toApiError(error).message);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('password.title')}</h2>}>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        aria-label={t('password.title')}
        onFinish={() => void handleSubmit(onValid)()}
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
        <Button type="primary" htmlType="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('password.submitting') : t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
