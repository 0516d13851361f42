// Who may do what: the role groups and the permission rules, once. The API
// authorises with them (api/src/lib/roles.ts re-exports them) and the front
// ends show only what they allow (`useCan` in @colophon/shared), so a screen
// can never offer what the API refuses. docs/roles.md is their prose.
import { type RoleName } from './user';

/** Manage users, roles, journals and categories. */
export const ADMIN_ROLES = ['admin', 'super-admin'] as const satisfies readonly RoleName[];
/** Work every manuscript through the editorial workflow. */
export const EDITOR_ROLES = [
  'editor-in-chief',
  'associate-editor',
] as const satisfies readonly RoleName[];
/** Staff: administrators and editors. */
export const STAFF_ROLES = [...ADMIN_ROLES, ...EDITOR_ROLES] as const satisfies readonly RoleName[];
/** Everyone signed in. */
export const ANY_ROLE = null;

/**
 * Role-level permissions (what a role may do regardless of a record).
 * `null` means any signed-in user. Record-level rules (own manuscript,
 * assigned review) stay with the API's access checks and come back to the
 * screens as the record's own `can` flags.
 */
export const PERMISSIONS = {
  'users.list': ADMIN_ROLES,
  'users.manage': ADMIN_ROLES,
  'users.forceDelete': ['super-admin'],
  'users.manageSuperAdmin': ['super-admin'],
  'journals.manage': ADMIN_ROLES,
  'journals.staffView': STAFF_ROLES,
  'journals.export': STAFF_ROLES,
  'categories.manage': ADMIN_ROLES,
  /** Create, edit, merge and delete tags; everyone signed in reads them. */
  'tags.manage': STAFF_ROLES,
  'manuscripts.viewAll': STAFF_ROLES,
  'manuscripts.export': STAFF_ROLES,
  'manuscripts.edit': EDITOR_ROLES,
  'manuscripts.assignReviewers': EDITOR_ROLES,
  'manuscripts.create': ANY_ROLE,
  /** Decisions and the handling editor are the editor-in-chief's (associate editors recommend). */
  'manuscripts.decide': ['editor-in-chief'],
  'manuscripts.assignHandlingEditor': ['editor-in-chief'],
  /** Associate editors recommend; the detail's `permissions.recommend` says where. */
  'manuscripts.recommend': ['associate-editor'],
  'editorialQueue.view': STAFF_ROLES,
  /** GET reviews/assignments: a reviewer their own, staff everyone's. */
  'reviews.viewAssignments': [...STAFF_ROLES, 'reviewer'],
  'releases.manage': ADMIN_ROLES,
  /** Read every mail the platform sent or kept (/outbox); a manuscript's editors read its own. */
  'outbox.view': ADMIN_ROLES,
  'dashboard.viewAll': STAFF_ROLES,
  /**
   * Editorial analytics (/analytics): administrators every journal, editors-in-chief the
   * journals they edit, associate editors their own figures.
   */
  'analytics.view': STAFF_ROLES,
  /** The dashboard's parts (DASHBOARD_VIEWS): platform figures, the editorial desk, reviews, submissions. */
  'dashboard.platform': ADMIN_ROLES,
  'dashboard.editorial': EDITOR_ROLES,
  'dashboard.reviews': ['reviewer'],
  'dashboard.submissions': ['author'],
} as const satisfies Record<string, readonly RoleName[] | null>;
export type Permission = keyof typeof PERMISSIONS;

/** Role names of a user as the API (`string[]`) or the client (`{ name }[]`) carries them. */
export type RoleList = readonly (string | { name: string })[];

/** The role names of a role list, whichever shape it came in. */
export function roleNames(roles: RoleList | null | undefined): string[] {
  return (roles ?? []).map((role) => (typeof role === 'string' ? role : role.name));
}

/** True when someone holding `roles` holds at least one of `allowed`. */
export function holdsAnyRole(
  roles: RoleList | null | undefined,
  allowed: readonly string[],
): boolean {
  const names = roleNames(roles);
  return names.some((name) => allowed.includes(name));
}

/** True when a signed-in user with `roles` has `permission`. */
export function can(roles: RoleList | null | undefined, permission: Permission): boolean {
  if (!roles) return false;
  const allowed: readonly string[] | null = PERMISSIONS[permission];
  return allowed === null || holdsAnyRole(roles, allowed);
}

/** The dashboard's parts, in the order the page shows them. */
export const DASHBOARD_VIEWS = ['platform', 'editorial', 'reviews', 'submissions'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/**
 * The dashboard parts of a user with `roles`: one per role group held. Someone
 * holding none of them (every role removed) still may submit, so sees their
 * submissions. The API builds exactly these; the page shows what it gets.
 */
export function dashboardViews(roles: RoleList | null | undefined): DashboardView[] {
  const views = DASHBOARD_VIEWS.filter((view) => can(roles, `dashboard.${view}`));
  return views.length > 0 ? views : ['submissions'];
}
