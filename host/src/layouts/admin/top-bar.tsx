import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Input,
  Layout,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  theme,
} from '@colophon/shared/antd-panel';
import { LanguageSwitcher } from './language-switcher';
import { NotificationBell } from './notification-bell';
import { ThemeToggle } from './theme-toggle';
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

  // The spec does not say what searching does; the box is there, submitting stays put.
  const onSearch = (event: FormEvent) => event.preventDefault();

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
      <form role="search" onSubmit={onSearch} style={{ flex: 1, maxWidth: 420, minWidth: 0 }}>
        <Input
          type="search"
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('topbar.searchPlaceholder')}
          aria-label={t('topbar.searchLabel')}
          allowClear
        />
      </form>
      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 4 }}>
        <LanguageSwitcher />
        <NotificationBell count={3} />
        <ThemeToggle />
        <UserMenu compact={isMobile} />
      </div>
    </Layout.Header>
  );
}
