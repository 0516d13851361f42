// SQL of the peer-review seed: what the manuscript seed wrote (history,
// assignments, reviews of the demo range) and the rows added on top of it.
import type { Database } from '../db/database';

export const REVIEW_STATUSES = [
  'submitted',
  'under_review',
  'revision_requested',
  'revised',
  'accepted',
  'rejected',
  'published',
];

export const seededManuscripts = (db: Database, fromId: number, toId: number) =>
  db
    .selectFrom('manuscripts')
    .select(['id', 'status', 'submitter_id'])
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .where('status', 'in', REVIEW_STATUSES)
    .orderBy('id')
    .execute();

export const historyOf = (db: Database, ids: number[]) =>
  db
    .selectFrom('manuscript_status_history')
    .select(['manuscript_id', 'from_status', 'to_status', 'user_id', 'created_at'])
    .where('manuscript_id', 'in', ids)
    .orderBy('id')
    .execute();

export const assignmentsOf = (db: Database, ids: number[]) =>
  db
    .selectFrom('review_assignments')
    .select(['manuscript_id', 'reviewer_id'])
    .where('manuscript_id', 'in', ids)
    .orderBy('id')
    .execute();

export const reviewsOf = (db: Database, ids: number[]) =>
  db
    .selectFrom('reviews')
    .select(['id', 'manuscript_id', 'user_id', 'rating', 'created_at'])
    .where('manuscript_id', 'in', ids)
    .orderBy('id')
    .execute();

/** Inserts rounds in one statement; their ids, in order (as insertReturningIds). */
export async function insertRounds(
  db: Database,
  rows: {
    manuscript_id: number;
    round: number;
    status: string;
    created_at: string;
    closed_at: string | null;
  }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('review_rounds').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

export async function insertInvitation(
  db: Database,
  row: {
    round_id: number;
    manuscript_id: number;
    reviewer_id: number;
    invited_by: number | null;
    status: string;
    due_at: string;
    responded_at: string | null;
    decline_reason: string | null;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('review_invitations')
    .values({ ...row, updated_at: row.responded_at ?? row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function linkReview(
  db: Database,
  reviewId: number,
  values: {
    round_id: number;
    invitation_id: number;
    recommendation: string;
    confidential_comments: string | null;
    submitted_at: string;
    released_at: string | null;
  },
) {
  await db.updateTable('reviews').set(values).where('id', '=', reviewId).execute();
}

export async function assignReviewer(
  db: Database,
  manuscriptId: number,
  reviewerId: number,
  by: number | null,
  at: string,
) {
  await db
    .insertInto('review_assignments')
    .values({
      manuscript_id: manuscriptId,
      reviewer_id: reviewerId,
      assigned_by: by,
      created_at: at,
    })
    .execute();
}

export async function setManuscriptFields(
  db: Database,
  id: number,
  values: { handling_editor_id?: number | null; published_at?: string | null },
) {
  await db.updateTable('manuscripts').set(values).where('id', '=', id).execute();
}
