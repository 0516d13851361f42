import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input } from '@colophon/shared/antd-shell';
import { useAuthStore } from '@colophon/shared';
import { loginSchema, type LoginInput } from '@colophon/shared/contracts';
import { redirectTargetFrom } from '../../routes/redirect-target';
import { loginRequest } from './auth-api';
import { mapAuthError, toAuthFailure } from './map-auth-error';
import { PasswordInput } from './password-input';
import { useValidationText } from './use-validation-text';

const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const { t } = useTranslation('host');
  const validationText = useValidationText();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAuthStore((state) => state.login);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
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
      for (const field of LOGIN_FIELDS) {
        const message = view.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
    }
  };

  return (
    <>
      {banner && <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={() => void handleSubmit(onValid)()}
      >
        <Form.Item
          label={t('auth.email')}
          htmlFor="login-email"
          validateStatus={errors.email ? 'error' : undefined}
          help={validationText(errors.email?.message)}
        >
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="login-email"
                type="email"
                autoComplete="email"
                placeholder={t('auth.emailPlaceholder')}
                aria-invalid={!!errors.email}
              />
            )}
          />
        </Form.Item>
        <Form.Item
          label={t('auth.password')}
          htmlFor="login-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={validationText(errors.password?.message)}
        >
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <PasswordInput
                {...field}
                id="login-password"
                autoComplete="current-password"
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                aria-invalid={!!errors.password}
              />
            )}
          />
        </Form.Item>
        {/* Not antd's `loading`: its delayed internal state can stick after a sub-frame
            toggle (a submit that fails client validation), leaving the button inert. */}
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </Form>
    </>
  );
}
