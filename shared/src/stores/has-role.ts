import { holdsAnyRole, type RoleName, type User } from '@colophon/shared/contracts';

type RoleHolder = Pick<User, 'roles'> | null | undefined;

/**
 * True when the user holds at least one of the given roles (by name, e.g. 'editor-in-chief').
 * Prefer `useCan(permission)`: a permission names what the API allows, a role list retypes it.
 */
export function hasRole(user: RoleHolder, ...roles: Array<RoleName | (string & {})>): boolean {
  return holdsAnyRole(user?.roles, roles);
}
