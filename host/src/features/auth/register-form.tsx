import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Typography } from '@colophon/shared/antd';
import { useAuthStore, applyServerErrors, FormField } from '@colophon/shared';
import {
  isCommonPassword,
  PASSWORD_COMMON_MESSAGE,
  registerSchema,
  type RegisterInput,
} from '@colophon/shared/contracts';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/redirect-target';
import { registerRequest } from './auth-api';
import { mapAuthError, toAuthFailure } from './map-auth-error';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const REGISTER_FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterForm() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });

  // The common-password dictionaries load on their own (lazily, never with the
  // sign-in page); start while the visitor types so the submit does not wait.
  useEffect(() => {
    isCommonPassword('').catch(() => undefined);
  }, []);

  const onValid = async (values: RegisterInput) => {
    setBanner(null);
    // The same rule the API applies; if the check cannot load, the API still answers.
    const common = await isCommonPassword(values.password, [values.name, values.email]).catch(
      () => false,
    );
    if (common) {
      setError(
        'password',
        { type: 'common', message: PASSWORD_COMMON_MESSAGE },
        { shouldFocus: true },
      );
      return;
    }
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
      // Spec: the first server message of each field on that field, whatever the status.
      applyServerErrors(setError, error, {
        mode: 'first',
        fields: REGISTER_FIELDS,
        anyStatus: true,
        shouldFocus: false,
      });
    }
  };

  const field = (name: (typeof REGISTER_FIELDS)[number]) => ({
    name,
    control,
    id: `register-${name}`,
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
        <FormField {...field('name')} label={t('auth.fullName')}>
          <Input autoComplete="name" placeholder={t('auth.namePlaceholder')} />
        </FormField>
        <FormField {...field('email')} label={t('auth.email')}>
          <Input type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} />
        </FormField>
        <FormField {...field('password')} label={t('auth.password')}>
          <PasswordInput
            autoComplete="new-password"
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
          />
        </FormField>
        <FormField {...field('password_confirmation')} label={t('auth.confirmPassword')}>
          <PasswordInput
            autoComplete="new-password"
            showLabel={t('auth.showConfirmPassword')}
            hideLabel={t('auth.hideConfirmPassword')}
          />
        </FormField>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('auth.register.termsPrefix')} <Link to="/terms">{t('auth.register.terms')}</Link>{' '}
          {t('auth.register.and')} <Link to="/privacy">{t('auth.register.privacy')}</Link>.
        </Typography.Paragraph>
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </SubmitButton>
      </Form>
    </>
  );
}
