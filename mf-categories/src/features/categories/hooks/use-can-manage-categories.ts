import { hasRole, useAuthStore } from '@colophon/shared';

/** Administrators write categories (the API answers 403 to anyone else): others get a read-only section. */
export function useCanManageCategories(): boolean {
  return useAuthStore((state) => hasRole(state.user, 'admin', 'super-admin'));
}
