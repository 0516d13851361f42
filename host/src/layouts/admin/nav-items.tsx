import { type ComponentType } from 'react';
import {
  holdsAnyRole,
  isUnderPrefix,
  NAV_GROUP_KEYS,
  type NavGroupKey,
  type NavLabel,
  type RoleList,
  type SectionManifest,
} from '@colophon/shared/contracts';
import { BUILT_IN_MANIFESTS } from '../../federation/built-in-manifests';
import * as NAV_ICONS from './nav-icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType;
  /** A fixed count shown next to the item (spec: Manuscripts shows 5). */
  badge?: number;
}

export interface NavGroup {
  key: NavGroupKey;
  labelKey: string;
  items: NavItem[];
}

/** The icons a manifest may name; an icon the host does not have gets the default. */
const ICONS: Record<string, ComponentType | undefined> = NAV_ICONS;
const DEFAULT_ICON = NAV_ICONS.AppstoreOutlined;

/** An entry of the sidebar before its label is rendered: the host's own or a section's. */
interface NavEntry {
  to: string;
  group: NavGroupKey;
  order: number;
  icon: ComponentType;
  label: { key: string } | { text: NavLabel };
  roles?: readonly string[] | null;
  badge?: number;
}

/** The host's own destinations; every other entry comes from a section's manifest. */
const HOST_ENTRIES: NavEntry[] = [
  {
    to: '/dashboard',
    group: 'main',
    order: 10,
    icon: NAV_ICONS.DashboardOutlined,
    label: { key: 'nav.dashboard' },
  },
  {
    to: '/profile',
    group: 'system',
    order: 10,
    icon: NAV_ICONS.UserOutlined,
    label: { key: 'nav.profile' },
  },
  {
    to: '/settings',
    group: 'system',
    order: 20,
    icon: NAV_ICONS.SettingOutlined,
    label: { key: 'nav.settings' },
  },
];

const sectionEntries = (manifests: readonly SectionManifest[]): NavEntry[] =>
  manifests.flatMap((manifest) =>
    manifest.nav.map((entry) => ({
      to: entry.path,
      group: entry.group,
      order: entry.order,
      icon: ICONS[entry.icon] ?? DEFAULT_ICON,
      label: { text: entry.label },
      roles: entry.roles,
      badge: entry.badge,
    })),
  );

/** Host and section entries in sidebar order: by group, then by order (host first on a tie). */
function orderedEntries(manifests: readonly SectionManifest[]): NavEntry[] {
  const groupIndex = (group: NavGroupKey) => NAV_GROUP_KEYS.indexOf(group);
  // A stable sort: equal positions keep host entries first, then manifest order.
  return [...HOST_ENTRIES, ...sectionEntries(manifests)].sort(
    (a, b) => groupIndex(a.group) - groupIndex(b.group) || a.order - b.order,
  );
}

export interface NavContext {
  /** Renders a host text key. */
  t: (key: string) => string;
  /** The panel's language (en, ur, de); a section's label falls back to English. */
  language: string;
  /** The signed-in user's roles: entries with roles show only to holders of one. */
  roles: RoleList | null | undefined;
}

const labelOf = (entry: NavEntry, { t, language }: NavContext) => {
  if ('key' in entry.label) return t(entry.label.key);
  const code = language.split('-')[0] as keyof NavLabel;
  return entry.label.text[code] ?? entry.label.text.en;
};

/** The sidebar: the spec's four groups, each with the host's and the sections' entries. */
export function buildNavGroups(
  manifests: readonly SectionManifest[],
  context: NavContext,
): NavGroup[] {
  const visible = orderedEntries(manifests).filter(
    (entry) => !entry.roles || holdsAnyRole(context.roles, entry.roles),
  );
  return NAV_GROUP_KEYS.map((key) => ({
    key,
    labelKey: `nav.groups.${key}`,
    items: visible
      .filter((entry) => entry.group === key)
      .map((entry) => ({
        to: entry.to,
        label: labelOf(entry, context),
        icon: entry.icon,
        ...(entry.badge ? { badge: entry.badge } : {}),
      })),
  })).filter((group) => group.items.length > 0);
}

/** Every destination of a sidebar built from `manifests`, in sidebar order. */
export const navPaths = (manifests: readonly SectionManifest[]) =>
  orderedEntries(manifests).map((entry) => entry.to);

/** The sidebar destinations of the host's own build (its fallback sidebar), in order. */
export const NAV_PATHS = navPaths(BUILT_IN_MANIFESTS);

/** The nav item that owns a path: the longest matching prefix (/journals/3/edit → /journals). */
export function selectedNavKey(
  pathname: string,
  paths: readonly string[] = NAV_PATHS,
): string | undefined {
  return paths.filter((to) => isUnderPrefix(pathname, to)).sort((a, b) => b.length - a.length)[0];
}
