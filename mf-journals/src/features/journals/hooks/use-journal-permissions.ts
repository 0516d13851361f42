import { useAuthStore } from '@colophon/shared';
import { canManageJournals, isJournalStaff } from '../lib/permissions';

export interface JournalPermissions {
  /** Create, edit, delete. */
  canManage: boolean;
  /** Admin notes and CSV export. */
  isStaff: boolean;
}

/** The signed-in user's journal permissions (follows the shared session). */
export function useJournalPermissions(): JournalPermissions {
  const user = useAuthStore((state) => state.user);
  return { canManage: canManageJournals(user), isStaff: isJournalStaff(user) };
}
