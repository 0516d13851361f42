// Role names, and the role groups and permission rules of the contracts (one
// table for the API and the front ends: shared/src/contracts/permissions.ts).
import { holdsAnyRole, type RoleName } from '@colophon/shared/contracts';

export {
  ADMIN_ROLES,
  can,
  EDITOR_ROLES,
  type Permission,
  PERMISSIONS,
  STAFF_ROLES,
} from '@colophon/shared/contracts';

export const ROLES = {
  ADMIN: 'admin',
  SUPER_ADMIN: 'super-admin',
  EDITOR_IN_CHIEF: 'editor-in-chief',
  ASSOCIATE_EDITOR: 'associate-editor',
  REVIEWER: 'reviewer',
  AUTHOR: 'author',
} as const satisfies Record<string, RoleName>;

/** True when the signed-in `user` holds one of `roles` (false when signed out). */
export function hasAnyRole(
  user: { roles: readonly string[] } | null | undefined,
  roles: readonly string[],
): boolean {
  return !!user && holdsAnyRole(user.roles, roles);
}
