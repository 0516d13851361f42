// SQL of GET reviews/assignments: invitations with their manuscript, round
// and submitted review, filtered by reviewer and status (overdue computed).
import type { AssignmentStatusFilter } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { containsInsensitive } from '../../db/portable';

export type AssignmentFilters = {
  reviewerId?: number;
  status?: AssignmentStatusFilter;
  /** In the manuscript's title or the reviewer's name; "MS-12" or "12" also finds manuscript 12. */
  search?: string;
  now: string;
};

/** The manuscript id a search names ("MS-12", "ms12", "12"), if it names one. */
const manuscriptIdOf = (search: string) => {
  const match = /^(?:ms-?)?(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
};

export function assignmentsQuery(
  db: Database,
  { reviewerId, status, search, now }: AssignmentFilters,
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
  const term = search?.trim();
  if (term) {
    const id = manuscriptIdOf(term);
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('m.title'), term),
        containsInsensitive(eb.ref('u.name'), term),
        ...(id !== null ? [eb('m.id', '=', id)] : []),
      ]),
    );
  }
  if (status === 'overdue') {
    query = query
      .where('i.status', 'in', ['invited', 'accepted'])
      .where('i.due_at', '<', now)
      .where('r.status', '=', 'open');
  } else if (status) {
    query = query.where('i.status', '=', status);
  } else {
    // Cancelled invitations are listed only when asked for.
    query = query.where('i.status', '!=', 'cancelled');
  }
  return query.orderBy('i.id', 'desc');
}
