// SQL of GET reviews/assignments: invitations with their manuscript, round
// and submitted review, filtered by reviewer, status and the editor's
// journals (overdue computed).
import type { AssignmentStatusFilter } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { titleOrNumber } from '../../lib/title-or-number';
import { editedJournalIds } from '../journals';

export type AssignmentFilters = {
  reviewerId?: number;
  /** One invitation (the reviewer's answer page). */
  invitationId?: number;
  status?: AssignmentStatusFilter;
  /** In the manuscript's title or the reviewer's name; "MS-12" or "12" also finds manuscript 12. */
  search?: string;
  /** An editor who is not an administrator: only the manuscripts of journals they edit or handle. */
  editor?: { id: number; roles: readonly string[] };
  now: string;
};

export function assignmentsQuery(
  db: Database,
  { reviewerId, invitationId, status, search, editor, now }: AssignmentFilters,
) {
  let query = db
    .selectFrom('review_invitations as i')
    .innerJoin('review_rounds as r', 'r.id', 'i.round_id')
    .innerJoin('manuscripts as m', 'm.id', 'i.manuscript_id')
    .innerJoin('users as u', 'u.id', 'i.reviewer_id')
    .leftJoin('reviews as rv', 'rv.invitation_id', 'i.id')
    .select([
      'i.id',
      'i.status',
      'i.due_at',
      'i.responded_at',
      'i.created_at',
      'i.reviewer_id',
      'u.name as reviewer_name',
      'r.round',
      'r.status as round_status',
      'm.id as manuscript_id',
      'm.title as manuscript_title',
      'm.status as manuscript_status',
      'rv.id as review_id',
    ]);
  if (reviewerId !== undefined) query = query.where('i.reviewer_id', '=', reviewerId);
  if (invitationId !== undefined) query = query.where('i.id', '=', invitationId);
  if (editor) {
    // Their own invitations too, when they also review.
    query = query.where((eb) =>
      eb.or([
        eb('m.journal_id', 'in', editedJournalIds(db, editor.id, editor.roles)),
        eb('m.handling_editor_id', '=', editor.id),
        eb('i.reviewer_id', '=', editor.id),
      ]),
    );
  }
  const term = search?.trim();
  if (term) {
    query = query.where((eb) =>
      eb.or(titleOrNumber(term, eb.ref('m.id'), [eb.ref('m.title'), eb.ref('u.name')])),
    );
  }
  if (status === 'overdue') {
    query = query
      .where('i.status', 'in', ['invited', 'accepted'])
      .where('i.due_at', '<', now)
      .where('r.status', '=', 'open');
  } else if (status) {
    query = query.where('i.status', '=', status);
  } else if (invitationId === undefined) {
    // Cancelled invitations are listed only when asked for (one asked for by id shows whatever it is).
    query = query.where('i.status', '!=', 'cancelled');
  }
  return query.orderBy('i.id', 'desc');
}
