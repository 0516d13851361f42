// Editors rate each submitted review 1–5: only the editors who handle the
// manuscript (the journal's editors-in-chief, its handling editor, or any of
// its editors while nobody handles it), never its authors or reviewers. The
// rating is theirs alone: the presenter shows it to editors through the
// visibility policy (reviewRatings), and it feeds reviewers' track records.
import { msg, type ReviewRating, type ReviewRatingInput } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import type { Policy } from '../editorial';
import { canView, mayHandle, relationTo } from '../manuscripts';
import { findManuscriptById } from '../manuscripts';
import { findReview } from './peer-reviews.repository';
import * as repo from './review-ratings.repository';

export const REVIEW_NOT_FOUND = msg('trackRecord.reviewNotFound');

/** The API shape of a rating row. */
export const toRating = (row: repo.RatingRow): ReviewRating => ({
  review_id: row.review_id,
  rating: row.rating,
  rated_by:
    row.rated_by !== null && row.rater_name !== null
      ? { id: row.rated_by, name: row.rater_name }
      : null,
  rated_at: row.rated_at,
});

/**
 * Whether the actor may rate the review: 404 when they may not see its
 * manuscript (or there is no such review), 403 when they see it without
 * handling it (authors, reviewers, outside editors, administrators), 409
 * while the review is not submitted. Settled before the body is validated.
 */
export async function assertMayRate(db: Database, actor: AuthUser, reviewId: number) {
  const review = await findReview(db, reviewId);
  const manuscript = review && (await findManuscriptById(db, review.manuscript_id));
  if (!review || !manuscript) throw notFound(REVIEW_NOT_FOUND);
  const relation = await relationTo(db, actor, manuscript);
  if (!canView(relation)) throw notFound(REVIEW_NOT_FOUND);
  if (!mayHandle(relation)) throw forbidden(msg('trackRecord.notAllowed'));
  if (review.submitted_at === null) throw conflict(msg('trackRecord.notSubmitted'));
  return review;
}

/** PUT reviews/{id}/rating: sets (or replaces) the editors' rating, with its audit. */
export async function rateReview(
  db: Database,
  actor: AuthUser,
  reviewId: number,
  input: ReviewRatingInput,
): Promise<ReviewRating> {
  return db.transaction().execute(async (trx) => {
    await assertMayRate(trx, actor, reviewId);
    const before = await repo.findRating(trx, reviewId);
    await repo.upsertRating(trx, {
      review_id: reviewId,
      rating: input.rating,
      rated_by: actor.id,
      rated_at: nowIso(),
    });
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'review',
      entityId: reviewId,
      action: 'review_rated',
      before: before ? { rating: before.rating, rated_by: before.rated_by } : null,
      after: { rating: input.rating, rated_by: actor.id },
    });
    return toRating((await repo.findRating(trx, reviewId))!);
  });
}

/** The ratings of `reviews` the policy lets the reader see (editors), by review id. */
export async function reviewRatingsFor(
  db: Database,
  policy: Policy,
  reviews: { id: number }[],
): Promise<Map<number, ReviewRating>> {
  if (!policy.reviewRatings) return new Map();
  const rows = await repo.ratingsOf(
    db,
    reviews.map((r) => r.id),
  );
  return new Map([...rows].map(([id, row]) => [id, toRating(row)]));
}
