// SQL of GET reviews/assignments: invitations with their manuscript, round
// and submitted review, filtered by reviewer and status (overdue computed).
import type { AssignmentStatusFilter } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';

export type AssignmentFilters = {
  reviewerId?: number;
  status?: AssignmentStatusFilter;
  now: string;
};

export function assignmentsQuery(db: Database, { reviewerId, status, now }: AssignmentFilters) {
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
