// Who may do what, for the screens: the same PERMISSIONS the API enforces
// (shared/src/contracts/permissions.ts), read against the signed-in user.
import { can, type Permission } from '@colophon/shared/contracts';
import { useAuthStore } from './auth-store';

/** True when the signed-in user has `permission` (false when signed out). Re-renders on sign-in/out and role changes. */
export function useCan(permission: Permission): boolean {
  return useAuthStore((state) => can(state.user?.roles, permission));
}

/** True when the signed-in user has at least one of `permissions`. */
export function useCanAny(...permissions: Permission[]): boolean {
  return useAuthStore((state) =>
    permissions.some((permission) => can(state.user?.roles, permission)),
  );
}
