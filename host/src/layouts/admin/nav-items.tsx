import { type ComponentType } from 'react';
import {
  holdsAnyRole,
  isUnderPrefix,
  NAV_GROUP_KEYS,
  type NavGroupKey,
  type NavLabel,
  ROLE_NAMES,
  roleNames,
  type RoleList,
  type RoleName,
  type SectionManifest,
} from '@colophon/shared/contracts';
import { BUILT_IN_MANIFESTS } from '../../federation/built-in-manifests';
import * as NAV_ICONS from './nav-icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType;
  /** A fixed count shown next to the item. */
  badge?: number;
  /** The item where this user's work is: it shows the live count of manuscripts awaiting them. */
  actionBadge?: boolean;
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
  sidebarRoles?: readonly string[];
  actionBadgeFor?: readonly string[];
  firstFor?: readonly string[];
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
      sidebarRoles: entry.sidebar_roles,
      actionBadgeFor: entry.action_badge_for,
      firstFor: entry.first_for,
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

/**
 * The role a user's sidebar is arranged for: the first of ROLE_NAMES they hold
 * (an administrator who also reviews is arranged as an administrator). Someone
 * without any role may still submit, so is arranged as an author.
 */
export function leadingRole(roles: RoleList | null | undefined): RoleName {
  const held = roleNames(roles);
  return ROLE_NAMES.find((role) => held.includes(role)) ?? 'author';
}

/** Shown in this user's sidebar: the entry's sidebar roles, else its access roles, else everyone. */
const inSidebarOf = (entry: NavEntry, roles: NavContext['roles']) => {
  const allowed = entry.sidebarRoles ?? entry.roles;
  return !allowed || holdsAnyRole(roles, allowed);
};

/** The group's entries with those that lead for `role` moved to the top (in their order). */
const leadFirst = (entries: NavEntry[], role: RoleName) => [
  ...entries.filter((entry) => entry.firstFor?.includes(role)),
  ...entries.filter((entry) => !entry.firstFor?.includes(role)),
];

/**
 * The sidebar: the spec's four groups, each with the host's and the sections'
 * entries this user works with; the entries of their leading role's work first,
 * and the live count of what awaits them on exactly one entry, where that work is.
 */
export function buildNavGroups(
  manifests: readonly SectionManifest[],
  context: NavContext,
): NavGroup[] {
  const role = leadingRole(context.roles);
  const visible = orderedEntries(manifests).filter((entry) => inSidebarOf(entry, context.roles));
  const action = visible.find((entry) => entry.actionBadgeFor?.includes(role));
  return NAV_GROUP_KEYS.map((key) => ({
    key,
    labelKey: `nav.groups.${key}`,
    items: leadFirst(
      visible.filter((entry) => entry.group === key),
      role,
    ).map((entry) => ({
      to: entry.to,
      label: labelOf(entry, context),
      icon: entry.icon,
      ...(entry.badge ? { badge: entry.badge } : {}),
      ...(entry === action ? { actionBadge: true } : {}),
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
