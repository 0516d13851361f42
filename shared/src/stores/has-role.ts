import { type RoleName, type User } from '@colophon/shared/contracts';

type RoleHolder = Pick<User, 'roles'> | null | undefined;

/** True when the user holds at least one of the given roles (by name, e.g. 'editor-in-chief'). */
export function hasRole(user: RoleHolder, ...roles: Array<RoleName | (string & {})>): boolean {
  if (!user || roles.length === 0) return false;
  return user.roles.some((role) => roles.includes(role.name));
}
