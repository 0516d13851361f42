// Reviewers' track records: editors' ratings of reviews and a journal's limit
// of open reviews per reviewer (review-ratings.ts).
export const enTrackRecord = {
  'trackRecord.ratingRange': 'Choose a rating from {{min}} to {{max}} stars',
  'trackRecord.notSubmitted': 'Only a submitted review can be rated',
  'trackRecord.notAllowed': 'Only the editors handling the manuscript may rate its reviews',
  'trackRecord.reviewNotFound': 'Review not found',
  'trackRecord.maxOpenRange':
    'Enter a whole number of open reviews from {{min}} to {{max}}, or leave it empty for no limit',
} as const;
