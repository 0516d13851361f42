// SQL of reviewers' track records: their invitations in a period (with the
// review each produced), when each was last invited, the editors' ratings of
// their reviews, and a journal's limit of open reviews per reviewer. Plain
// rows: the figures are worked out in ./track-record, the same on both databases.
import type { Database } from '../../db/database';

export type InvitationFacts = {
  reviewer_id: number;
  status: string;
  created_at: string;
  due_at: string;
  responded_at: string | null;
  /** When the review answering it was submitted (null: none yet). */
  submitted_at: string | null;
};

/** The invitations the reviewers received from `since` up to `until`, with their reviews. */
export const invitationsBetween = (db: Database, ids: number[], since: string, until: string) =>
  db
    .selectFrom('review_invitations as i')
    .leftJoin('reviews as r', 'r.invitation_id', 'i.id')
    .select([
      'i.reviewer_id',
      'i.status',
      'i.created_at',
      'i.due_at',
      'i.responded_at',
      'r.submitted_at',
    ])
    .where('i.reviewer_id', 'in', ids)
    .where('i.created_at', '>=', since)
    .where('i.created_at', '<=', until)
    .execute() as Promise<InvitationFacts[]>;

/** Each reviewer's latest invitation up to `until` (any time before it). */
export const lastInvitations = (db: Database, ids: number[], until: string) =>
  db
    .selectFrom('review_invitations')
    .select(['reviewer_id', (eb) => eb.fn.max('created_at').as('last_invited_at')])
    .where('reviewer_id', 'in', ids)
    .where('created_at', '<=', until)
    .groupBy('reviewer_id')
    .execute();

/** The editors' ratings of the reviews the reviewers submitted from `since` up to `until`. */
export const ratingsBetween = (db: Database, ids: number[], since: string, until: string) =>
  db
    .selectFrom('review_ratings as rr')
    .innerJoin('reviews as r', 'r.id', 'rr.review_id')
    .select(['r.user_id', 'rr.rating'])
    .where('r.user_id', 'in', ids)
    .where('r.submitted_at', '>=', since)
    .where('r.submitted_at', '<=', until)
    .execute();

/** The journal's maximum of open reviews per reviewer (undefined: no such journal). */
export const journalMaxOpenReviews = (db: Database, journalId: number) =>
  db
    .selectFrom('journals')
    .select('max_open_reviews')
    .where('id', '=', journalId)
    .executeTakeFirst();
