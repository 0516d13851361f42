// Editors' ratings of the reviews they receive (1–5 stars, one per review, the
// last editor's value) and a journal's maximum of open reviews per reviewer.
// Both feed the reviewer finder's track records; the ratings are the editors'
// own and never reach authors or reviewers.
import { z } from 'zod';
import { msg } from './messages';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

const ratingMessage = msg('trackRecord.ratingRange', {
  min: REVIEW_RATING_MIN,
  max: REVIEW_RATING_MAX,
});

/** PUT reviews/{id}/rating (the editors handling the manuscript). */
export const reviewRatingInputSchema = z.object({
  rating: z
    .number({ error: ratingMessage })
    .int(ratingMessage)
    .min(REVIEW_RATING_MIN, ratingMessage)
    .max(REVIEW_RATING_MAX, ratingMessage),
});
export type ReviewRatingInput = z.output<typeof reviewRatingInputSchema>;

/** The editors' rating of one review: who rated it last, and when. */
export const reviewRatingSchema = z.object({
  review_id: z.number().int(),
  rating: z.number().int(),
  rated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rated_at: z.string(),
});
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/** How many open reviews a journal lets a reviewer carry before the finder flags them. */
export const MAX_OPEN_REVIEWS_BOUNDS = { min: 1, max: 50 } as const;
/** A new journal's limit (migration 0027): what a reviewer can do beside their own work. */
export const DEFAULT_MAX_OPEN_REVIEWS = 4;

const maxOpenMessage = msg('trackRecord.maxOpenRange', MAX_OPEN_REVIEWS_BOUNDS);

/** The journal's maximum of open reviews per reviewer; null: no limit. */
export const maxOpenReviewsSchema = z
  .number({ error: maxOpenMessage })
  .int(maxOpenMessage)
  .min(MAX_OPEN_REVIEWS_BOUNDS.min, maxOpenMessage)
  .max(MAX_OPEN_REVIEWS_BOUNDS.max, maxOpenMessage)
  .nullable();
