import { hasRole, useAuthStore } from '@colophon/shared';

export interface UserPermissions {
  /** The signed-in user's id (null while signed out). */
  currentUserId: number | null;
  /** Manages users and roles (admin or super-admin). */
  isAdmin: boolean;
  /** Deletes users permanently and grants or revokes the super-admin role. */
  isSuperAdmin: boolean;
}

/**
 * What the signed-in user may do in this section (docs/roles.md). The API
 * enforces the rules; the screens only hide what the user cannot use.
 */
export function usePermissions(): UserPermissions {
  const user = useAuthStore((state) => state.user);
  return {
    currentUserId: user?.id ?? null,
    isAdmin: hasRole(user, 'admin', 'super-admin'),
    isSuperAdmin: hasRole(user, 'super-admin'),
  };
}
