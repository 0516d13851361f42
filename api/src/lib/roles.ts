// Role names and the groups the API authorises with.
import type { RoleName } from '@colophon/shared/contracts';

export const ROLES = {
  ADMIN: 'admin',
  SUPER_ADMIN: 'super-admin',
  EDITOR_IN_CHIEF: 'editor-in-chief',
  ASSOCIATE_EDITOR: 'associate-editor',
  REVIEWER: 'reviewer',
  AUTHOR: 'author',
} as const satisfies Record<string, RoleName>;

/** Manage users, roles, journals and categories. */
export const ADMIN_ROLES: readonly RoleName[] = [ROLES.ADMIN, ROLES.SUPER_ADMIN];
/** Work every manuscript through the editorial workflow. */
export const EDITOR_ROLES: readonly RoleName[] = [ROLES.EDITOR_IN_CHIEF, ROLES.ASSOCIATE_EDITOR];
/** Staff: administrators and editors. */
export const STAFF_ROLES: readonly RoleName[] = [...ADMIN_ROLES, ...EDITOR_ROLES];

export function hasAnyRole(
  user: { roles: readonly string[] } | null | undefined,
  roles: readonly string[],
): boolean {
  return !!user && user.roles.some((r) => roles.includes(r));
}
