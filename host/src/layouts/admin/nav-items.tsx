import { type ComponentType } from 'react';
import {
  BookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HistoryOutlined,
  InboxOutlined,
  SettingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@colophon/shared/antd-panel';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: ComponentType;
  /** A fixed count shown next to the item (spec: Manuscripts shows 5). */
  badge?: number;
}

export interface NavGroup {
  key: string;
  labelKey: string;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'main',
    labelKey: 'nav.groups.main',
    items: [{ to: '/dashboard', labelKey: 'nav.dashboard', icon: DashboardOutlined }],
  },
  {
    key: 'content',
    labelKey: 'nav.groups.content',
    items: [
      { to: '/journals', labelKey: 'nav.journals', icon: BookOutlined },
      { to: '/manuscripts', labelKey: 'nav.manuscripts', icon: FileTextOutlined, badge: 5 },
      { to: '/categories', labelKey: 'nav.categories', icon: FolderOutlined },
      { to: '/tags', labelKey: 'nav.tags', icon: TagsOutlined },
      { to: '/submissions', labelKey: 'nav.submissions', icon: InboxOutlined },
      { to: '/review-assignments', labelKey: 'nav.reviewAssignments', icon: StarOutlined },
      { to: '/editorial-queue', labelKey: 'nav.editorialQueue', icon: HistoryOutlined },
    ],
  },
  {
    key: 'users',
    labelKey: 'nav.groups.users',
    items: [{ to: '/users', labelKey: 'nav.users', icon: TeamOutlined }],
  },
  {
    key: 'system',
    labelKey: 'nav.groups.system',
    items: [
      { to: '/profile', labelKey: 'nav.profile', icon: UserOutlined },
      { to: '/settings', labelKey: 'nav.settings', icon: SettingOutlined },
    ],
  },
];

/** Every sidebar destination, in sidebar order. */
export const NAV_PATHS = NAV_GROUPS.flatMap((group) => group.items.map((item) => item.to));

/** The nav item that owns a path: the longest matching prefix (/journals/3/edit → /journals). */
export function selectedNavKey(pathname: string): string | undefined {
  return NAV_PATHS.filter((to) => pathname === to || pathname.startsWith(`${to}/`)).sort(
    (a, b) => b.length - a.length,
  )[0];
}
