// The small sign-in card of a section running alone (`pnpm --filter <section> dev`).
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AuthResponse, type LoginInput, loginSchema } from '@colophon/shared/contracts';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Input,
  LockOutlined,
  MailOutlined,
  Typography,
} from '@colophon/shared/antd';
import { apiClient, GENERIC_ERROR_MESSAGE, useAuthStore } from '@colophon/shared';
import { applyServerErrors, FormField } from '@colophon/shared';

const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** The login schema as the form's resolver (shared has no @hookform/resolvers): one message per field. */
const resolveSignIn: Resolver<LoginInput> = (values) => {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<LoginInput> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] === 'password' ? 'password' : 'email';
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export function StandaloneSignIn({ section }: { section: string }) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);
  const login = useAuthStore((state) => state.login);
  const form = useForm<LoginInput>({
    resolver: resolveSignIn,
    defaultValues: { email: '', password: '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = async (values: LoginInput) => {
    setError(null);
    try {
      const { data } = await apiClient.post<AuthResponse>('auth/login', values);
      login(data.user, data.access_token);
    } catch (failure) {
      // Server field errors: the first message on the matching field.
      const { apiError } = applyServerErrors(form.setError, failure, {
        mode: 'first',
        fields: SIGN_IN_FIELDS,
        anyStatus: true,
        shouldFocus: false,
      });
      setError(
        apiError.message === GENERIC_ERROR_MESSAGE ? t('auth.loginFailed') : apiError.message,
      );
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t('auth.signInTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('auth.signInSubtitle', { section })}
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form
          layout="vertical"
          requiredMark={false}
          // Our translated messages instead of the browser's validation bubbles.
          noValidate
          onFinish={() => void form.handleSubmit(submit)()}
          disabled={busy}
        >
          <FormField name="email" control={form.control} label={t('auth.email')}>
            <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
          </FormField>
          <FormField name="password" control={form.control} label={t('auth.password')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </FormField>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {busy ? t('actions.signingIn') : t('actions.signIn')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
