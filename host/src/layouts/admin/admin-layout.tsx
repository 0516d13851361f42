import { useEffect, useState } from 'react';
import { Outlet } from '@colophon/shared/router';
import { UnsavedChangesBlocker } from '../../app/unsaved-changes-blocker';
import { QaOverrideBanner } from '../../federation/qa-override-banner';
import { preloadSectionsWhenIdle } from '../../first-load/section-intent';
import { useTranslation } from 'react-i18next';
import { Drawer, Layout, theme } from '@colophon/shared/antd';
import { isRtl } from '@colophon/shared';
import { Brand } from '../../components/brand';
import { SkipLink } from '../../components/skip-link';
import { useIsMobile } from '../../lib/use-is-mobile';
import { KeptSections } from '../../first-load/kept-sections';
import { NAV_PATHS } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

const SIDER_WIDTH = 248;

/** The signed-in shell: sidebar (drawer on small screens), top bar, page content. */
export function AdminLayout() {
  const { i18n } = useTranslation('host');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Sections' code arrives while the panel is idle: opening one needs only its data.
  useEffect(() => preloadSectionsWhenIdle(NAV_PATHS), []);

  const toggleNav = () =>
    isMobile ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {!isMobile && (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={SIDER_WIDTH}
          theme="light"
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <div
            style={{
              height: 64,
              display: 'flex',
              alignItems: 'center',
              paddingInline: collapsed ? 18 : 16,
            }}
          >
            <Brand compact={collapsed} to="/dashboard" />
          </div>
          <SidebarNav collapsed={collapsed} />
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={isRtl(i18n.language) ? 'right' : 'left'}
          size={280}
          title={<Brand to="/dashboard" />}
          styles={{ body: { padding: 0 } }}
        >
          <SidebarNav onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <TopBar
          isMobile={isMobile}
          navOpen={isMobile ? drawerOpen : !collapsed}
          onToggleNav={toggleNav}
        />
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: isMobile ? 16 : 24 }}>
          <UnsavedChangesBlocker />
          <QaOverrideBanner />
          <KeptSections>
            <Outlet />
          </KeptSections>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
