import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Typography } from '@colophon/shared/antd-shell';
import { useAuthStore } from '@colophon/shared';
import { registerSchema, type RegisterInput } from '@colophon/shared/contracts';
import { DEFAULT_SIGNED_IN_PATH } from '../../routes/redirect-target';
import { registerRequest } from './auth-api';
import { mapAuthError, toAuthFailure } from './map-auth-error';
import { PasswordInput } from './password-input';
import { useValidationText } from './use-validation-text';

const REGISTER_FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterForm() {
  const { t } = useTranslation('host');
  const validationText = useValidationText();
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });

  const onValid = async (values: RegisterInput) => {
    setBanner(null);
    try {
      const result = await registerRequest(values);
      if (!result.success || !result.user || !result.access_token) {
        setBanner(t('auth.errors.registerUnsuccessful'));
        return;
      }
      login(result.user, result.access_token);
      void navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
    } catch (error) {
      const view = mapAuthError(toAuthFailure(error), REGISTER_FIELDS, {
        fallback: t('auth.errors.registerFailed'),
        network: t('auth.errors.network'),
      });
      setBanner(view.banner);
      for (const field of REGISTER_FIELDS) {
        const message = view.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
    }
  };

  const itemProps = (field: (typeof REGISTER_FIELDS)[number]) => ({
    htmlFor: `register-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: validationText(errors[field]?.message),
  });

  return (
    <>
      {banner && <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={() => void handleSubmit(onValid)()}
      >
        <Form.Item label={t('auth.fullName')} {...itemProps('name')}>
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="register-name"
                autoComplete="name"
                placeholder={t('auth.namePlaceholder')}
                aria-invalid={!!errors.name}
              />
            )}
          />
        </Form.Item>
        <Form.Item label={t('auth.email')} {...itemProps('email')}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="register-email"
                type="email"
                autoComplete="email"
                placeholder={t('auth.emailPlaceholder')}
                aria-invalid={!!errors.email}
              />
            )}
          />
        </Form.Item>
        <Form.Item label={t('auth.password')} {...itemProps('password')}>
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <PasswordInput
                {...field}
                id="register-password"
                autoComplete="new-password"
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                aria-invalid={!!errors.password}
              />
            )}
          />
        </Form.Item>
        <Form.Item label={t('auth.confirmPassword')} {...itemProps('password_confirmation')}>
          <Controller
            name="password_confirmation"
            control={control}
            render={({ field }) => (
              <PasswordInput
                {...field}
                id="register-password_confirmation"
                autoComplete="new-password"
                showLabel={t('auth.showConfirmPassword')}
                hideLabel={t('auth.hideConfirmPassword')}
                aria-invalid={!!errors.password_confirmation}
              />
            )}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('auth.register.termsPrefix')} <Link to="/terms">{t('auth.register.terms')}</Link>{' '}
          {t('auth.register.and')} <Link to="/privacy">{t('auth.register.privacy')}</Link>.
        </Typography.Paragraph>
        {/* Not antd's `loading`: its delayed internal state can stick after a sub-frame
            toggle (a submit that fails client validation), leaving the button inert. */}
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </Form>
    </>
  );
}
