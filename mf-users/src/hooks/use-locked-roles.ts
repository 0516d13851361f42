import { useCan } from '@colophon/shared';
import { SUPER_ADMIN_ROLE } from '../lib/super-admin-role';

const NONE: readonly string[] = [];
const SUPER_ADMIN_ONLY: readonly string[] = [SUPER_ADMIN_ROLE];

/**
 * Roles the signed-in user sees in a role list but may not grant or revoke:
 * the super-admin role, unless they may manage it (the API's own rule).
 */
export function useLockedRoles(): readonly string[] {
  return useCan('users.manageSuperAdmin') ? NONE : SUPER_ADMIN_ONLY;
}
