import { Link, useLocation, useNavigate } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Badge, Menu } from '@colophon/shared/antd';
import type { MenuProps } from '@colophon/shared/antd';
import { formatBadgeCount } from '@colophon/shared';
import { useNavBadge } from '../../features/notifications/hooks/use-nav-badge';
import { preloadSectionOf } from '../../first-load/section-intent';
import { selectedNavKey, type NavItem } from './nav-items';
import { useNavGroups } from './use-nav-groups';

interface SidebarNavProps {
  /** Sidebar collapsed to icons. */
  collapsed?: boolean;
  /** Called after a navigation, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
}

function NavItemLabel({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('host');
  // Manuscripts: the reader's awaiting actions, live (features/notifications).
  const live = useNavBadge(item);
  const badge = live.count ? formatBadgeCount(live.count) : '';
  // Intent to open a section (pointer over or focus on it) starts loading its code.
  const preload = () => preloadSectionOf(item.to);
  return (
    <span
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Link to={item.to} onClick={onNavigate}>
        {item.label}
      </Link>
      {badge && (
        <Badge
          count={badge}
          title={live.title ?? t('nav.badgeLabel', { count: live.count })}
          styles={{ indicator: { direction: 'ltr', unicodeBidi: 'isolate' } }}
        />
      )}
    </span>
  );
}

/**
 * The admin navigation: the spec's four groups, host entries and the sections'
 * own (from their manifests); collapses to icons inside the Sider.
 */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nav = useNavGroups();
  const selected = selectedNavKey(pathname, nav.paths);

  const groups = nav.groups.map((group) => ({
    key: group.key,
    label: t(group.labelKey),
    children: group.items.map((item) => {
      const Icon = item.icon;
      return {
        key: item.to,
        icon: <Icon />,
        label: <NavItemLabel item={item} onNavigate={onNavigate} />,
      };
    }),
  }));
  // Collapsed to icons there is no room for group titles: dividers separate the groups.
  const items: MenuProps['items'] = collapsed
    ? groups.flatMap((group, index) => [
        ...(index > 0 ? [{ type: 'divider' as const, key: `${group.key}-divider` }] : []),
        ...group.children,
      ])
    : groups.map((group) => ({ type: 'group' as const, ...group }));

  // Clicks on the link itself are handled by <Link>; this covers the rest of the
  // row and the keyboard (Enter on a focused menu item).
  const handleClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const target = domEvent.target as HTMLElement | null;
    if (target?.closest('a')) return;
    void navigate(key);
    onNavigate?.();
  };

  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={handleClick}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
