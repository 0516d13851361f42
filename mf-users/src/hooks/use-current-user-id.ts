import { useAuthStore } from '@colophon/shared';

/** The signed-in user's id (null while signed out): what one may do to one's own account differs. */
export function useCurrentUserId(): number | null {
  return useAuthStore((state) => state.user?.id ?? null);
}
