// A remote running on its own dev server: the host's job (router, providers,
// session) done minimally so the section can be developed alone.
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, useLocation } from '../router';
import { Button, Flex, LogoutOutlined, Typography, theme } from '@colophon/shared/antd-shell';
import { apiClient } from '../api/api-client';
import { AppProviders } from '../providers/app-providers';
import { initSession } from '../stores/init-session';
import { useAuthStore } from '../stores/auth-store';
import { FullScreenSpinner } from '../ui/full-screen-spinner';
import { StandaloneSignIn } from './standalone-sign-in';

export interface StandaloneShellProps {
  section: string;
  children: ReactNode;
}

function SignedInBar({ section }: { section: string }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const signOut = async () => {
    // The session ends locally even when the call fails (spec §4).
    await apiClient.post('auth/logout').catch(() => undefined);
    logout();
  };
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="middle"
      style={{ padding: '8px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Typography.Text strong>
        {t('app.name')} · {section}
      </Typography.Text>
      <Flex align="center" gap="small">
        <Typography.Text type="secondary">
          {t('auth.signedInAs', { name: user?.name ?? '' })}
        </Typography.Text>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => void signOut()}>
          {t('actions.signOut')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Where the sign-in card lives: on /login a refused sign-in (401) does not redirect (spec §4). */
const SIGN_IN_PATH = '/login';

function SessionGate({ section, children }: StandaloneShellProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void initSession().finally(() => setChecked(true));
  }, []);
  if (!checked) return <FullScreenSpinner />;
  const onSignIn = location.pathname.startsWith(SIGN_IN_PATH);
  if (!isAuthenticated) {
    if (onSignIn) return <StandaloneSignIn section={section} />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={SIGN_IN_PATH} replace state={{ from }} />;
  }
  if (onSignIn) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={typeof from === 'string' ? from : `/${section}`} replace />;
  }
  return (
    <>
      <SignedInBar section={section} />
      <main style={{ padding: 24 }}>{children}</main>
    </>
  );
}

export function StandaloneShell({ section, children }: StandaloneShellProps) {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionGate section={section}>{children}</SessionGate>
      </BrowserRouter>
    </AppProviders>
  );
}
