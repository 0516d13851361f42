// SQL of reviews with their round, invitation, recommendation and file.
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import type { ReviewsTable } from '../../db/schema-content';

export type ReviewRow = Selectable<ReviewsTable>;

export const reviewsWithRounds = (db: Database, manuscriptId: number) =>
  db
    .selectFrom('reviews')
    .selectAll()
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('id')
    .execute();

/** The reviewer's review in a round (round null: reviews from before rounds). */
export const reviewByIn = (
  db: Database,
  manuscriptId: number,
  userId: number,
  roundId: number | null,
) =>
  db
    .selectFrom('reviews')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .where('user_id', '=', userId)
    .where('round_id', roundId === null ? 'is' : '=', roundId)
    .executeTakeFirst();

export async function insertPeerReview(
  db: Database,
  values: {
    manuscript_id: number;
    user_id: number;
    round_id: number | null;
    invitation_id: number | null;
    rating: number;
    title: string | null;
    content: string;
    recommendation: string | null;
    confidential_comments: string | null;
    file_path: string | null;
    file_name: string | null;
    mime_type: string | null;
    file_size: number | null;
    /** The review form's answers (JSON, with the questions) and the form's version; null without a form. */
    answers?: string | null;
    review_form_version?: number | null;
  },
) {
  const now = nowIso();
  const row = await db
    .insertInto('reviews')
    .values({
      ...values,
      is_verified: false,
      submitted_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

export const findReview = (db: Database, id: number) =>
  db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();

/** The submitted reviews of a round (id, writer, text, release state). */
export const reviewsOfRound = (db: Database, roundId: number) =>
  db
    .selectFrom('reviews')
    .select(['id', 'user_id', 'content', 'released_at'])
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();

/** Sends a review to the author, with the text the editor edited for them (null: as written). */
export async function releaseReview(
  db: Database,
  id: number,
  authorContent: string | null,
  at: string,
) {
  await db
    .updateTable('reviews')
    .set({ released_at: at, author_content: authorContent, updated_at: at })
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .execute();
}
