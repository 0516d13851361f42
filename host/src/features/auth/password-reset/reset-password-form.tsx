// The new password, twice, checked as registration checks it: the shared
// schema, then the common-password rule (its dictionaries load lazily, warmed
// on mount), then the server, whose field errors land on their fields.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Form } from '@colophon/shared/antd';
import { toApiError, applyServerErrors, FormField } from '@colophon/shared';
import {
  isCommonPassword,
  PASSWORD_COMMON_MESSAGE,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@colophon/shared/contracts';
import { PasswordInput } from '../password-input';
import { PASSWORD_RESET_NAMESPACE } from './locales/register';
import { resetPasswordRequest, retryAfterMinutes } from './password-reset-api';
import { SubmitButton } from '../submit-button';

const FIELDS = ['password', 'password_confirmation'] as const;

export type ResetOutcome = { kind: 'done' } | { kind: 'link-failed'; message: string };

interface ResetPasswordFormProps {
  token: string;
  onOutcome: (outcome: ResetOutcome) => void;
}

export function ResetPasswordForm({ token, onOutcome }: ResetPasswordFormProps) {
  const { t } = useTranslation(PASSWORD_RESET_NAMESPACE);
  const { t: tHost } = useTranslation('host');
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  useEffect(() => {
    isCommonPassword('').catch(() => undefined);
  }, []);

  const onValid = async (values: ResetPasswordInput) => {
    setBanner(null);
    // The API applies the same rule (with the account's name and address too).
    if (await isCommonPassword(values.password).catch(() => false)) {
      setError(
        'password',
        { type: 'common', message: PASSWORD_COMMON_MESSAGE },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await resetPasswordRequest(values);
      onOutcome({ kind: 'done' });
    } catch (error) {
      const { status, message, errors } = toApiError(error);
      // A bad, used or expired link: no password can help, the page says so.
      if (status === 400 || status === 410 || errors.token) {
        onOutcome({ kind: 'link-failed', message: errors.token?.[0] ?? message });
        return;
      }
      const minutes = retryAfterMinutes(error);
      if (status === null) setBanner(tHost('auth.errors.network'));
      else if (status === 429) setBanner(minutes ? t('tooMany', { minutes }) : message);
      else if (status !== 422) setBanner(t('reset.failed'));
      applyServerErrors(setError, error, { mode: 'first', fields: FIELDS });
    }
  };

  return (
    <>
      {banner && (
        <Alert type="error" showIcon role="alert" title={banner} style={{ marginBottom: 16 }} />
      )}
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={() => void handleSubmit(onValid)()}
      >
        <FormField
          name="password"
          control={control}
          id="reset-password"
          label={t('reset.newPassword')}
        >
          <PasswordInput
            autoComplete="new-password"
            autoFocus
            showLabel={tHost('auth.showPassword')}
            hideLabel={tHost('auth.hidePassword')}
          />
        </FormField>
        <FormField
          name="password_confirmation"
          control={control}
          id="reset-password-confirmation"
          label={t('reset.confirmPassword')}
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel={t('reset.showConfirm')}
            hideLabel={t('reset.hideConfirm')}
          />
        </FormField>
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </SubmitButton>
      </Form>
    </>
  );
}
