// Review rounds, invitations and reviews → the API shapes, with what the
// visibility policy lets the reader see (editorial/visibility.ts): editors
// everything; a reviewer their own invitation and review; authors the reviews
// a decision released to them, as released, without who wrote them unless
// the journal's review is open.
import type {
  PeerReview,
  ReminderSummary,
  ReviewInvitation,
  ReviewRating,
  ReviewRecommendation,
  ReviewRound,
} from '@colophon/shared/contracts';
import { toBool } from '../../db/portable';
import type { Policy } from '../editorial';
import type { ReviewRow } from './peer-reviews.repository';
import type { InvitationRow, RoundRow } from './review-rounds.repository';
import { conflictOverrideOf } from '../reviewer-choice';
import { visibleAnswers } from '../review-forms';

type Names = Map<number, { id: number; name: string }>;
/** Invitation id → the reminders its reviewer was sent (modules/reminders). */
type Reminders = Map<number, ReminderSummary>;
/** Review id → the editors' rating of it (reviews/review-ratings). */
type Ratings = Map<number, ReviewRating>;

const PENDING = ['invited', 'accepted'];

/** `answers` when the review was written on a form (left out for reviews without one). */
const answersOf = (row: ReviewRow, policy: Policy) => {
  const answers = visibleAnswers(row, policy);
  return answers ? { answers } : {};
};

/** Invited or accepted, past its due date, in a round still open. */
export const isOverdue = (
  invitation: { status: string; due_at: string },
  roundOpen: boolean,
  now = new Date().toISOString(),
) => roundOpen && PENDING.includes(invitation.status) && invitation.due_at < now;

const ref = (names: Names, id: number | null) => {
  const user = id === null ? undefined : names.get(id);
  return user ? { id: user.id, name: user.name } : null;
};

export function toInvitation(
  row: InvitationRow,
  round: RoundRow,
  policy: Policy,
  names: Names,
  reminders: Reminders = new Map(),
): ReviewInvitation {
  return {
    id: row.id,
    manuscript_id: row.manuscript_id,
    round_id: row.round_id,
    round: round.round,
    reviewer: policy.reviewerIdentity(row.reviewer_id) ? ref(names, row.reviewer_id) : null,
    status: row.status as ReviewInvitation['status'],
    due_at: row.due_at,
    overdue: isOverdue(row, round.status === 'open'),
    responded_at: row.responded_at,
    decline_reason: policy.invitation(row.reviewer_id) ? row.decline_reason : null,
    created_at: row.created_at,
    ...(policy.reminders
      ? { reminders: reminders.get(row.id) ?? { count: 0, last_sent_at: null } }
      : {}),
    ...(policy.internalNotes ? { conflict_override: conflictOverrideOf(row) } : {}),
  };
}

/** A review the policy lets the reader see (`policy.review(row)` is not null). */
export function toPeerReview(
  row: ReviewRow,
  policy: Policy,
  names: Names,
  ratings: Ratings = new Map(),
): PeerReview {
  // Everything (editors, its writer), or the text released to the author.
  const full = policy.review(row) === 'full';
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    content: full ? row.content : (row.author_content ?? row.content),
    is_verified: toBool(row.is_verified),
    created_at: row.created_at,
    user: policy.reviewerIdentity(row.user_id) ? ref(names, row.user_id) : null,
    round_id: row.round_id,
    invitation_id: row.invitation_id,
    recommendation: full ? (row.recommendation as ReviewRecommendation | null) : null,
    confidential_comments: full ? row.confidential_comments : null,
    submitted_at: row.submitted_at,
    // The file may name its writer: editors and the reviewer only.
    file:
      full && row.file_path && row.file_name && row.mime_type && row.file_size !== null
        ? {
            file_name: row.file_name,
            mime_type: row.mime_type,
            file_size: row.file_size,
            download_url: `/api/v1/reviews/${row.id}/file`,
          }
        : null,
    released_at: row.released_at,
    // The edited text beside the original is for the editors.
    author_content: policy.insider ? row.author_content : null,
    // The editors' judgement of the review: never for its writer or the authors.
    editor_rating: policy.reviewRatings ? (ratings.get(row.id) ?? null) : null,
    // The review form's answers, each as the policy allows (editors-only answers never leave the editors).
    ...answersOf(row, policy),
  };
}

export function presentRounds(
  rounds: RoundRow[],
  invitations: InvitationRow[],
  reviews: ReviewRow[],
  policy: Policy,
  names: Names,
  reminders: Reminders = new Map(),
  ratings: Ratings = new Map(),
): ReviewRound[] {
  return rounds.map((round) => ({
    id: round.id,
    round: round.round,
    status: round.status as ReviewRound['status'],
    created_at: round.created_at,
    closed_at: round.closed_at,
    invitations: invitations
      .filter((i) => i.round_id === round.id && policy.invitation(i.reviewer_id))
      .map((i) => toInvitation(i, round, policy, names, reminders)),
    reviews: reviews
      .filter((r) => r.round_id === round.id && policy.review(r) !== null)
      .map((r) => toPeerReview(r, policy, names, ratings)),
  }));
}
