// The check at invitation: a reviewer (or an alternate) with a conflict of
// interest is invited only when the editor says why. Without a reason the
// answer is 422 at `conflict_override_reason`, one message per conflict naming
// the reviewer, and nothing is written; with one, the reason and the conflicts
// it overrode are kept on the invitation and in the audit log.
import {
  type CandidateConflict,
  type ConflictKind,
  type MessageCode,
  msg,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { unprocessable } from '../../lib/http-errors';
import { userNames } from '../manuscripts';
import type { ManuscriptRow } from './candidate-types';
import { findConflicts } from './conflicts';
import { recordOverride } from './conflicts.repository';

/** An overridden conflict as logged: whose, which kind, and its detail. */
export type OverriddenConflict = CandidateConflict & { reviewer_id: number };
export type ConflictOverride = { reason: string; conflicts: OverriddenConflict[] };

const CODES: Record<ConflictKind, MessageCode> = {
  same_institution: 'conflict.sameInstitution',
  co_author: 'conflict.coAuthor',
  excluded_by_author: 'conflict.excludedByAuthor',
  manuscript_editor: 'conflict.manuscriptEditor',
};

/** The message naming one conflict of `name`. */
export function conflictMessage(name: string, conflict: CandidateConflict): string {
  if (conflict.kind === 'excluded_by_author' && !conflict.detail) {
    return msg('conflict.excludedByAuthorNoReason', { name });
  }
  return msg(CODES[conflict.kind], { name, detail: conflict.detail ?? '' });
}

/**
 * Screens the invited reviewer and the alternates: null when none is
 * conflicted, the override to log when the editor gave a reason; else 422.
 */
export async function screenInvitation(
  db: Database,
  manuscript: ManuscriptRow,
  reviewerIds: number[],
  overrideReason: string | null | undefined,
): Promise<ConflictOverride | null> {
  const conflicts = await findConflicts(db, manuscript, reviewerIds);
  const found: OverriddenConflict[] = [...new Set(reviewerIds)].flatMap((id) =>
    (conflicts.get(id) ?? []).map((c) => ({ reviewer_id: id, ...c })),
  );
  if (found.length === 0) return null;
  if (overrideReason) return { reason: overrideReason, conflicts: found };
  const names = await userNames(db, [...new Set(found.map((c) => c.reviewer_id))]);
  const nameOf = (id: number) => names.get(id)?.name ?? `#${id}`;
  const messages = [...new Set(found.map((c) => c.reviewer_id))].flatMap((id) => [
    msg('conflict.overrideRequired', { name: nameOf(id) }),
    ...found.filter((c) => c.reviewer_id === id).map((c) => conflictMessage(nameOf(id), c)),
  ]);
  throw unprocessable(undefined, { conflict_override_reason: messages });
}

/** Writes the override on the invitation (null clears an earlier one when re-invited). */
export const logOverride = (
  db: Database,
  invitationId: number,
  override: ConflictOverride | null,
) => recordOverride(db, invitationId, override);

/** The override kept on an invitation row, as the API shows it to editors (null: none). */
export function conflictOverrideOf(row: {
  conflict_override_reason: string | null;
  conflicts_overridden: string | null;
}): ConflictOverride | null {
  if (!row.conflict_override_reason) return null;
  let conflicts: OverriddenConflict[] = [];
  try {
    const parsed: unknown = JSON.parse(row.conflicts_overridden ?? '[]');
    if (Array.isArray(parsed)) conflicts = parsed as OverriddenConflict[];
  } catch {
    // A row written by hand: show the reason without the list.
  }
  return { reason: row.conflict_override_reason, conflicts };
}
