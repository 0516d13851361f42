// A remote running on its own dev server: the host's job (router, providers,
// session) done minimally so the section can be developed alone. Its own entry
// (@colophon/shared/standalone), imported only by a section's bootstrap.tsx, so
// the panel's builds never carry it; everything it uses comes through the
// packages' names (one session, one i18n, one router).
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, useLocation } from '@colophon/shared/router';
import { Button, Flex, LogoutOutlined, Typography, theme } from '@colophon/shared/antd';
import {
  apiClient,
  AppProviders,
  FullScreenSpinner,
  initSession,
  registerNamespace,
  type SectionTranslations,
  useAuthStore,
} from '@colophon/shared';
import { StandaloneSignIn } from './standalone-sign-in';

export interface StandaloneShellProps {
  /** The section's name, e.g. 'journals'; also the i18n namespace of its texts. */
  section: string;
  /** The section's texts (locales/en.json, ur.json, de.json), registered under its name. */
  translations?: SectionTranslations;
  children: ReactNode;
}

function SignedInBar({ section }: { section: string }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const signOut = async () => {
    // The session ends locally even when the call fails: signing out always works.
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

/** Where the sign-in card lives: on /login a refused sign-in (401) does not redirect. */
const SIGN_IN_PATH = '/login';

function SessionGate({ section, children }: Omit<StandaloneShellProps, 'translations'>) {
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

export function StandaloneShell({ section, translations, children }: StandaloneShellProps) {
  // Once, before the first render of the section's screens.
  useState(() => translations && registerNamespace(section, translations));
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionGate section={section}>{children}</SessionGate>
      </BrowserRouter>
    </AppProviders>
  );
}
