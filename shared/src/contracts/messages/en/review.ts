// Peer review: rounds, invitations, the review.
export const enReview = {
  'review.reviewerRequired': 'The reviewer must be a user id',
  'review.notAReviewer': 'The user does not hold the reviewer role',
  'review.reviewerIsAuthor': 'An author of the manuscript cannot review it',
  'review.alreadyInvited': 'This reviewer is already invited in the current round',
  'review.noOpenRound': 'The manuscript has no open review round',
  'review.dueDateInvalid': 'The due date must be a date (YYYY-MM-DD)',
  'review.dueDatePast': 'The due date may not be in the past',
  'review.reasonTooLong': 'The reason may not be greater than {{max}} characters',
  'review.invitationNotPending': 'This invitation is no longer awaiting an answer',
  'review.invitationNotCancellable':
    'Only an invitation that is invited or accepted can be cancelled',
  'review.recommendationRequired': 'A recommendation is required',
  'review.recommendationInvalid': 'The recommendation must be one of {{values}}',
  'review.confidentialTooLong':
    'The confidential comments may not be greater than {{max}} characters',
  'review.alreadyReviewed': 'You have already submitted a review in this round',
  'review.invitationNotAccepted': 'Accept the invitation before submitting a review',
  'review.statusFilterInvalid': 'The status must be one of {{values}}',
  'review.reviewerFilterInvalid': 'The reviewer id must be a user id',
  'review.invitationNotFound': 'Invitation not found',
  'review.onlyUnderReview': 'Reviews can only be added while the manuscript is under review.',
} as const;
