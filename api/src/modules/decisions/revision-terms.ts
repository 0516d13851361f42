// What a request for revisions asks of the author besides its letter: minor
// or major revisions, and the day they are due (the journal's revision period
// unless the editor chose another day). The letter draft and the decision
// work them out the same way.
import {
  DEFAULT_REVISION_KIND,
  defaultRevisionDay,
  type RevisionKind,
  revisionDueAt,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { revisionDueDays } from './decisions.repository';

export type RevisionTerms = { kind: RevisionKind; dueAt: string };

/** `dueAt` is already validated (revisionDueSchema): the end of the chosen day, UTC. */
export async function revisionTerms(
  db: Database,
  journalId: number,
  chosen: { kind?: RevisionKind | null; dueAt?: string | null },
  now = new Date(),
): Promise<RevisionTerms> {
  return {
    kind: chosen.kind ?? DEFAULT_REVISION_KIND,
    dueAt:
      chosen.dueAt ?? revisionDueAt(defaultRevisionDay(await revisionDueDays(db, journalId), now)),
  };
}
