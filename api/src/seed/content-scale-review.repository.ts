// SQL of the scale seed's peer review (content-scale-review.ts): what the
// manuscript seed wrote for a range of ids, and the rounds, invitations and
// review links written on top of it. Portable SQL; plain functions taking `db`.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/** Each manuscript's status history in the range, in order. */
export const historyBetween = (db: Database, from: number, to: number) =>
  db
    .selectFrom('manuscript_status_history')
    .select(['manuscript_id', 'to_status', 'user_id', 'created_at'])
    .where('manuscript_id', '>=', from)
    .where('manuscript_id', '<=', to)
    .orderBy('manuscript_id')
    .orderBy('id')
    .execute();

export const assignmentsBetween = (db: Database, from: number, to: number) =>
  db
    .selectFrom('review_assignments')
    .select(['manuscript_id', 'reviewer_id'])
    .where('manuscript_id', '>=', from)
    .where('manuscript_id', '<=', to)
    .orderBy('id')
    .execute();

export const reviewsBetween = (db: Database, from: number, to: number) =>
  db
    .selectFrom('reviews')
    .select(['manuscript_id', 'user_id', 'created_at'])
    .where('manuscript_id', '>=', from)
    .where('manuscript_id', '<=', to)
    .execute();

/** The rounds of the range, so invitations can name theirs (the seed inserts them in bulk). */
export const roundIdsBetween = (db: Database, from: number, to: number) =>
  db
    .selectFrom('review_rounds')
    .select(['id', 'manuscript_id', 'round'])
    .where('manuscript_id', '>=', from)
    .where('manuscript_id', '<=', to)
    .execute();

/** The completed invitation a review answers (one per manuscript and reviewer in the scale seed). */
const completedInvitation = (
  eb: ExpressionBuilder<DB, 'reviews'>,
  column: 'review_invitations.id' | 'review_invitations.round_id',
) =>
  eb
    .selectFrom('review_invitations')
    .select(column)
    .whereRef('review_invitations.manuscript_id', '=', 'reviews.manuscript_id')
    .whereRef('review_invitations.reviewer_id', '=', 'reviews.user_id')
    .where('review_invitations.status', '=', 'completed')
    .limit(1);

/**
 * Links the range's reviews to their round and completed invitation, and gives
 * them what a submitted review has: its submission time (the time the seed
 * wrote it) and a recommendation that follows its rating.
 */
export async function linkReviewsBetween(db: Database, from: number, to: number) {
  await db
    .updateTable('reviews')
    .set((eb) => ({
      round_id: completedInvitation(eb, 'review_invitations.round_id'),
      invitation_id: completedInvitation(eb, 'review_invitations.id'),
      submitted_at: eb.ref('reviews.created_at'),
      recommendation: sql<string>`case rating when 5 then 'accept' when 4 then 'minor_revisions'
        when 3 then 'major_revisions' else 'reject' end`,
    }))
    .where('manuscript_id', '>=', from)
    .where('manuscript_id', '<=', to)
    .where('round_id', 'is', null)
    .execute();
}
