// The small sign-in card of a section running alone (`pnpm --filter mf-journals dev`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AuthResponse,
  EMAIL_MESSAGE,
  loginSchema,
  NAME_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
} from '@colophon/shared/contracts';
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
} from '@colophon/shared/antd-shell';
import { apiClient } from '../api/api-client';
import { toApiError } from '../api/api-error';
import { GENERIC_ERROR_MESSAGE } from '../api/constants';
import { useAuthStore } from '../stores/auth-store';

interface SignInValues {
  email: string;
  password: string;
}

const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** Translation keys of the contracts' validation messages. */
const VALIDATION_KEYS: Record<string, string> = {
  [EMAIL_MESSAGE]: 'validation.email',
  [PASSWORD_MESSAGE]: 'validation.passwordMin',
  [NAME_MESSAGE]: 'validation.nameMin',
  [PASSWORDS_MISMATCH_MESSAGE]: 'validation.passwordsMismatch',
};

export function StandaloneSignIn({ section }: { section: string }) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<SignInValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useAuthStore((state) => state.login);

  const translate = (message: string) => {
    const key = VALIDATION_KEYS[message];
    return key ? t(key) : message;
  };

  const submit = async (values: SignInValues) => {
    setError(null);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path[0] === 'password' ? 'password' : 'email',
          errors: [translate(issue.message)],
        })),
      );
      return;
    }
    setBusy(true);
    try {
      const { data } = await apiClient.post<AuthResponse>('auth/login', parsed.data);
      login(data.user, data.access_token);
    } catch (failure) {
      const apiError = toApiError(failure);
      // Server field errors: the first message on the matching field (spec §5).
      form.setFields(
        SIGN_IN_FIELDS.filter((name) => apiError.errors[name]?.[0]).map((name) => ({
          name,
          errors: [apiError.errors[name]?.[0] ?? ''],
        })),
      );
      setError(
        apiError.message === GENERIC_ERROR_MESSAGE ? t('auth.loginFailed') : apiError.message,
      );
    } finally {
      setBusy(false);
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
          form={form}
          layout="vertical"
          requiredMark={false}
          // Our translated messages instead of the browser's validation bubbles.
          noValidate
          onFinish={submit}
          disabled={busy}
        >
          <Form.Item name="email" label={t('auth.email')}>
            <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {busy ? t('actions.signingIn') : t('actions.signIn')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
