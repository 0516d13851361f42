import { useTranslation } from 'react-i18next';
import {
  Button,
  Layout,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  theme,
} from '@colophon/shared/antd';
import { GlobalSearch } from '../../features/search/components/global-search';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ThemeToggle } from '../../components/theme-toggle';
import { UserMenu } from './user-menu';

interface TopBarProps {
  isMobile: boolean;
  /** Sidebar expanded (desktop) or drawer open (mobile). */
  navOpen: boolean;
  onToggleNav: () => void;
}

function navToggleLabel(isMobile: boolean, navOpen: boolean) {
  if (isMobile) return navOpen ? 'topbar.closeMenu' : 'topbar.openMenu';
  return navOpen ? 'topbar.collapseSidebar' : 'topbar.expandSidebar';
}

export function TopBar({ isMobile, navOpen, onToggleNav }: TopBarProps) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const toggleIcon = isMobile ? (
    <MenuOutlined />
  ) : navOpen ? (
    <MenuFoldOutlined />
  ) : (
    <MenuUnfoldOutlined />
  );

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        icon={toggleIcon}
        aria-label={t(navToggleLabel(isMobile, navOpen))}
        aria-expanded={navOpen}
        onClick={onToggleNav}
      />
      <GlobalSearch collapsible={isMobile} />
      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 4 }}>
        <LanguageSwitcher />
        <NotificationBell />
        <ThemeToggle />
        <UserMenu compact={isMobile} />
      </div>
    </Layout.Header>
  );
}
