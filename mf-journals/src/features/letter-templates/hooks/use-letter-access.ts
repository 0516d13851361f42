import { hasRole, useAuthStore } from '@colophon/shared';
import { ADMIN_ROLES } from '@colophon/shared/contracts';
import { useLetterTemplates } from '../api/get-letter-templates';

/**
 * Whether the signed-in user edits the journal's letters: administrators
 * always; an editor-in-chief when the API lets them read the journal's
 * letters (they are on its team, or it names no editors-in-chief).
 */
export function useLetterAccess(journalId: number | null): boolean {
  const user = useAuthStore((state) => state.user);
  const admin = hasRole(user, ...ADMIN_ROLES);
  const chief = !admin && journalId !== null && hasRole(user, 'editor-in-chief');
  const letters = useLetterTemplates(journalId, chief);
  return journalId !== null && (admin || (chief && letters.isSuccess));
}
