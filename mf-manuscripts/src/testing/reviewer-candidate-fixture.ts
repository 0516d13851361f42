import { type ReviewerCandidate, type TrackRecord } from '@colophon/shared/contracts';

/** A reviewer with no record yet. */
export const NO_TRACK_RECORD: TrackRecord = {
  invitations_last_year: 0,
  accepted_share: null,
  declined_share: null,
  median_days_to_review: null,
  overdue: 0,
  last_invited_at: null,
  average_rating: null,
  ratings: 0,
};

/** A candidate as GET manuscripts/{id}/reviewer-candidates sends it: unmatched, unconflicted. */
export const candidateFixture = (
  id: number,
  name: string,
  overrides: Partial<ReviewerCandidate> = {},
): ReviewerCandidate => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  institution: 'University of Optics',
  research_areas: ['photonics'],
  open_reviews: 1,
  median_turnaround_days: 12,
  score: 0,
  fit: 0,
  reasons: [],
  conflicts: [],
  track_record: NO_TRACK_RECORD,
  over_limit: false,
  author_suggested: null,
  previous_round: false,
  ...overrides,
});
