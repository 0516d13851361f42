import { useState } from 'react';
import { Outlet } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Button, Layout, MenuOutlined, theme } from '@colophon/shared/antd';
import { Brand } from '../../components/brand';
import { SkipLink } from '../../components/skip-link';
import { useIsMobile } from '../../lib/use-is-mobile';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ThemeToggle } from '../../components/theme-toggle';
import { PublicDrawer } from './public-drawer';
import { PublicFooter } from './public-footer';
import { PublicNav } from './public-nav';

/** Layout of the public pages (/ and /about). */
export function PublicLayout() {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          paddingInline: 16,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Brand subtitle={false} />
        <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 8 }}>
          {!isMobile && <PublicNav />}
          <LanguageSwitcher />
          <ThemeToggle />
          {isMobile && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('topbar.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
        </div>
      </Layout.Header>
      <Layout.Content id="main-content" tabIndex={-1}>
        <Outlet />
      </Layout.Content>
      <PublicFooter />
      {isMobile && <PublicDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </Layout>
  );
}
