// SQL of the editors' ratings of reviews: one row per review, replaced by the
// next editor's rating (who and when kept with it).
import type { Database } from '../../db/database';

export type RatingRow = {
  review_id: number;
  rating: number;
  rated_by: number | null;
  rated_at: string;
  rater_name: string | null;
};

const withRater = (db: Database) =>
  db
    .selectFrom('review_ratings as rr')
    .leftJoin('users as u', 'u.id', 'rr.rated_by')
    .select(['rr.review_id', 'rr.rating', 'rr.rated_by', 'rr.rated_at', 'u.name as rater_name']);

/** The ratings of the reviews `ids`, by review id. */
export async function ratingsOf(db: Database, ids: number[]): Promise<Map<number, RatingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await withRater(db).where('rr.review_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.review_id, r]));
}

export const findRating = (db: Database, reviewId: number) =>
  withRater(db).where('rr.review_id', '=', reviewId).executeTakeFirst();

/** Sets the review's rating: the first editor's inserts it, any later one replaces it. */
export async function upsertRating(
  db: Database,
  values: { review_id: number; rating: number; rated_by: number; rated_at: string },
) {
  await db
    .insertInto('review_ratings')
    .values(values)
    .onConflict((oc) =>
      oc.column('review_id').doUpdateSet({
        rating: values.rating,
        rated_by: values.rated_by,
        rated_at: values.rated_at,
      }),
    )
    .execute();
}
