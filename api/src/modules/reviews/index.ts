// What the rest of the API uses of reviews.
export { assignAsAccepted } from './accepted-assignments.service';
export { submitReview } from './peer-review.service';
export { assignmentsQuery } from './review-assignments.repository';
export { REVIEW_FILE_FIELD, dropReviewUpload, readReviewForm, reviewUploadOf } from './review-file';
export { releaseRoundReviews, reviewsAsReleased } from './review-release.service';
export { openRoundOf } from './review-rounds.repository';
export { syncReviewRound } from './review-rounds.service';
export { isOverdue } from './reviews.presenter';
