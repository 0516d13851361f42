// Who edits which letters: administrators the platform's defaults and every
// journal's; a journal's editors-in-chief their own journal's. Everyone else
// is refused (403), a journal that does not exist answers 404.
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { ADMIN_ROLES, hasAnyRole } from '../../lib/roles';
import type { AuthUser } from '../auth';
import { journalChiefIds } from '../journals';
import { JOURNAL_NOT_FOUND } from '../journals';
import { journalById } from './templates.repository';

export const isTemplateAdmin = (actor: AuthUser) => hasAnyRole(actor, ADMIN_ROLES);

/** Throws unless the actor may read and edit the letters of this level (null: the platform). */
export async function assertMayEditLetters(
  db: Database,
  actor: AuthUser,
  journalId: number | null,
): Promise<void> {
  if (journalId === null) {
    if (!isTemplateAdmin(actor)) throw forbidden();
    return;
  }
  // Existence first: an unknown journal's "editors-in-chief" would be every holder of the role.
  if (!(await journalById(db, journalId))) throw notFound(JOURNAL_NOT_FOUND);
  if (isTemplateAdmin(actor)) return;
  if (!(await journalChiefIds(db, journalId)).includes(actor.id)) throw forbidden();
}
