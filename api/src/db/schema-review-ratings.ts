// Editors' ratings of reviews (migration 0027): one row per rated review.
import type { Timestamp } from './schema-core';

export interface ReviewRatingsTable {
  review_id: number;
  /** 1–5: the last rating an editor gave the review. */
  rating: number;
  /** The editor who last rated it (null once their account is gone). */
  rated_by: number | null;
  rated_at: Timestamp;
}

export interface ReviewRatingTables {
  review_ratings: ReviewRatingsTable;
}
