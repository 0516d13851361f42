import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, PlainInput as Input } from '@colophon/shared/antd';
import { useAuthStore, applyServerErrors, PlainFormField } from '@colophon/shared';
import { loginSchema, type LoginInput } from '@colophon/shared/contracts';
import { redirectTargetFrom } from '../../lib/redirect-target';
import { loginRequest } from './auth-api';
import { mapAuthError, toAuthFailure } from './map-auth-error';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAuthStore((state) => state.login);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = async (values: LoginInput) => {
    setBanner(null);
    try {
      const result = await loginRequest(values);
      if (!result.success || !result.user || !result.access_token) {
        setBanner(t('auth.errors.loginUnsuccessful'));
        return;
      }
      login(result.user, result.access_token);
      void navigate(redirectTargetFrom(location.state), { replace: true });
    } catch (error) {
      const view = mapAuthError(toAuthFailure(error), LOGIN_FIELDS, {
        fallback: t('auth.errors.loginFailed'),
        network: t('auth.errors.network'),
      });
      setBanner(view.banner);
      // Spec: the first server message of each field on that field, whatever the status.
      applyServerErrors(setError, error, {
        mode: 'first',
        fields: LOGIN_FIELDS,
        anyStatus: true,
        shouldFocus: false,
      });
    }
  };

  return (
    <>
      {banner && <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} />}
      {/* A plain form: antd's Form would bring its field store and validator for two
          fields that react-hook-form already keeps. */}
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <PlainFormField name="email" control={control} id="login-email" label={t('auth.email')}>
          <Input type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} />
        </PlainFormField>
        <PlainFormField
          name="password"
          control={control}
          id="login-password"
          label={t('auth.password')}
        >
          <PasswordInput
            autoComplete="current-password"
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
          />
        </PlainFormField>
        {/* Before the submit button: after the password in the tab order. Its pages are a
            chunk of their own; the sign-in page carries only this link. */}
        <p style={{ margin: '-8px 0 16px', textAlign: 'end' }}>
          <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
        </p>
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
