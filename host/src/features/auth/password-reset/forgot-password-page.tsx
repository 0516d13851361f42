// /forgot-password: asks for a reset link. The answer is the same whether or
// not the address has an account, and so is what the page says.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input } from '@colophon/shared/antd';
import { toApiError, applyServerErrors, FormField } from '@colophon/shared';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@colophon/shared/contracts';
import { AuthCard } from '../auth-card';
import { PASSWORD_RESET_NAMESPACE } from './locales/register';
import { forgotPasswordRequest, retryAfterMinutes } from './password-reset-api';
import { SubmitButton } from '../submit-button';

export function ForgotPasswordPage() {
  const { t } = useTranslation(PASSWORD_RESET_NAMESPACE);
  const { t: tHost } = useTranslation('host');
  const [sent, setSent] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  // The answer replaces the form: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (sent) result.current?.focus();
  }, [sent]);

  const onValid = async (values: ForgotPasswordInput) => {
    setBanner(null);
    try {
      await forgotPasswordRequest(values);
      setSent(true);
    } catch (error) {
      const { status, message } = toApiError(error);
      const minutes = retryAfterMinutes(error);
      if (status === null) setBanner(tHost('auth.errors.network'));
      else if (status === 429) setBanner(minutes ? t('tooMany', { minutes }) : message);
      else if (status !== 422) setBanner(t('forgot.failed'));
      applyServerErrors(setError, error, { mode: 'first', fields: ['email'] });
    }
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <>
          {t('rememberIt')}{' '}
          <Link to="/login" style={{ textDecoration: 'underline' }}>
            {t('backToSignIn')}
          </Link>
        </>
      }
    >
      {sent ? (
        <div ref={result} tabIndex={-1} style={{ outline: 'none' }}>
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('forgot.sent')}
            description={t('forgot.sentHint')}
          />
          <Button type="link" onClick={() => setSent(false)} style={{ paddingInline: 0 }}>
            {t('forgot.askAgain')}
          </Button>
        </div>
      ) : (
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
            <FormField name="email" control={control} id="forgot-email" label={tHost('auth.email')}>
              <Input
                type="email"
                autoComplete="email"
                autoFocus
                placeholder={tHost('auth.emailPlaceholder')}
              />
            </FormField>
            <SubmitButton busy={isSubmitting}>
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
