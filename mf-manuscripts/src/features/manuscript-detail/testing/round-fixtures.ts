// Review rounds as GET manuscripts/{id}/review-rounds sends them, for the tests of this feature.
import {
  type PeerReview,
  type ReviewInvitation,
  type ReviewRound,
  type ReviewRoundsResponse,
} from '@colophon/shared/contracts';

export function peerReview(id: number, more: Partial<PeerReview> = {}): PeerReview {
  return {
    id,
    rating: 4,
    title: null,
    content: `Comments of review ${id}.`,
    is_verified: false,
    created_at: '2026-03-05T12:00:00.000Z',
    user: { id: 40 + id, name: `Reviewer ${id}` },
    round_id: 1,
    invitation_id: null,
    recommendation: 'minor_revisions',
    confidential_comments: null,
    submitted_at: '2026-03-05T12:00:00.000Z',
    file: null,
    released_at: null,
    author_content: null,
    ...more,
  };
}

export function invitation(
  id: number,
  reviewerId: number,
  status: ReviewInvitation['status'],
): ReviewInvitation {
  return {
    id,
    manuscript_id: 12,
    round_id: 1,
    round: 1,
    reviewer: { id: reviewerId, name: `User ${reviewerId}` },
    status,
    due_at: '2026-04-01T00:00:00.000Z',
    overdue: false,
    responded_at: null,
    decline_reason: null,
    created_at: '2026-03-03T12:00:00.000Z',
  };
}

export function reviewRound(more: Partial<ReviewRound> = {}): ReviewRound {
  return {
    id: 1,
    round: 1,
    status: 'open',
    created_at: '2026-03-03T12:00:00.000Z',
    closed_at: null,
    invitations: [],
    reviews: [],
    ...more,
  };
}

export const roundsOf = (...rounds: ReviewRound[]): ReviewRoundsResponse => ({
  data: rounds,
  meta: { can_invite: false },
});

/** The decision timeline's answer with nothing in it. */
export const noDecisions = (acceptNeedsReason = false) => ({
  data: [],
  meta: { allowed_decisions: [], may_recommend: false, accept_needs_reason: acceptNeedsReason },
});
