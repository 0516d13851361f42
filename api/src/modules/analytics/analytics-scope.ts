// Who sees which figures: administrators every journal, editors-in-chief the
// journals they edit, associate editors their own figures on the journals
// they edit. Authors and reviewers never get here ('analytics.view').
import { ADMIN_ROLES } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { editedJournalIds } from '../journals';

export type Reader = {
  /** The journals the reader may see; 'all' for administrators. */
  journals: number[] | 'all';
  /** Associate editors (without a higher role) only see their own figures. */
  ownOnly: boolean;
};

export async function readerOf(db: Database, user: AuthUser): Promise<Reader> {
  if (user.roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r)))
    return { journals: 'all', ownOnly: false };
  const rows = await editedJournalIds(db, user.id, user.roles).execute();
  return {
    journals: rows.map((r) => r.id),
    ownOnly: !user.roles.includes('editor-in-chief'),
  };
}

/** The histogram's journal ids and editor id for a request (403 outside the reader's scope). */
export function sliceOf(
  reader: Reader,
  user: AuthUser,
  query: { journal_id?: number | undefined; editor_id?: number | undefined },
): { journals: number[] | 'all'; editor: number } {
  let journals = reader.journals;
  if (query.journal_id !== undefined) {
    if (journals !== 'all' && !journals.includes(query.journal_id)) throw forbidden();
    journals = [query.journal_id];
  }
  if (reader.ownOnly) {
    if (query.editor_id !== undefined && query.editor_id !== user.id) throw forbidden();
    return { journals, editor: user.id };
  }
  return { journals, editor: query.editor_id ?? 0 };
}

/** journal_id 0 of the histogram holds every journal's events. */
export const histogramJournals = (journals: number[] | 'all') =>
  journals === 'all' ? [0] : journals;
