// Who reviewed the manuscript's previous round: offered first (in one click)
// when the editor invites for the next round, since they know the earlier
// version best. Its own SQL: reviewer-choice never imports reviews/.
import type { Database } from '../../db/database';

/**
 * Reviewers who accepted or completed an invitation, or submitted a review,
 * in the manuscript's latest closed round (oldest invitation first); accounts
 * deleted since are left out.
 */
export async function previousRoundReviewers(
  db: Database,
  manuscriptId: number,
): Promise<number[]> {
  const round = await db
    .selectFrom('review_rounds')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .where('status', '=', 'closed')
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!round) return [];
  const [invited, reviewed] = await Promise.all([
    db
      .selectFrom('review_invitations as i')
      .innerJoin('users as u', 'u.id', 'i.reviewer_id')
      .select('i.reviewer_id as id')
      .where('i.round_id', '=', round.id)
      .where('i.status', 'in', ['accepted', 'completed'])
      .where('u.deleted_at', 'is', null)
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('u.id')
      .where('r.round_id', '=', round.id)
      .where('r.submitted_at', 'is not', null)
      .where('u.deleted_at', 'is', null)
      .orderBy('r.id')
      .execute(),
  ]);
  return [...new Set([...invited, ...reviewed].map((r) => r.id))];
}
