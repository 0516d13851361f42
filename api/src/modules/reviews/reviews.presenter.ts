// Review rounds, invitations and reviews → the API shapes, filtered by what
// the reader may see (as OJS does): editors see everything; a reviewer sees
// only their own invitation and review; authors see the submitted reviews'
// comments to the author, never the recommendation, never the confidential
// comments and never who reviewed unless the journal's review is open.
import type {
  PeerReview,
  ReviewInvitation,
  ReviewRecommendation,
  ReviewRound,
} from '@colophon/shared/contracts';
import { toBool } from '../../db/portable';
import type { Relation } from '../manuscripts/manuscript-access';
import type { ReviewRow } from './peer-reviews.repository';
import type { InvitationRow, RoundRow } from './review-rounds.repository';

export type Viewer = {
  userId: number;
  relation: Relation;
  /** The journal's peer_review_type. */
  reviewType: string | undefined;
};

type Names = Map<number, { id: number; name: string }>;

const PENDING = ['invited', 'accepted'];

/** Invited or accepted, past its due date, in a round still open. */
export const isOverdue = (
  invitation: { status: string; due_at: string },
  roundOpen: boolean,
  now = new Date().toISOString(),
) => roundOpen && PENDING.includes(invitation.status) && invitation.due_at < now;

/** Editors see everything; anyone else only themselves, unless the review is open. */
export const mayName = (viewer: Viewer, userId: number | null) =>
  viewer.relation.staff || userId === viewer.userId || viewer.reviewType === 'open';

const ref = (names: Names, id: number | null) => {
  const user = id === null ? undefined : names.get(id);
  return user ? { id: user.id, name: user.name } : null;
};

export function toInvitation(
  row: InvitationRow,
  round: RoundRow,
  viewer: Viewer,
  names: Names,
): ReviewInvitation {
  const insider = viewer.relation.staff || row.reviewer_id === viewer.userId;
  return {
    id: row.id,
    manuscript_id: row.manuscript_id,
    round_id: row.round_id,
    round: round.round,
    reviewer: mayName(viewer, row.reviewer_id) ? ref(names, row.reviewer_id) : null,
    status: row.status as ReviewInvitation['status'],
    due_at: row.due_at,
    overdue: isOverdue(row, round.status === 'open'),
    responded_at: row.responded_at,
    decline_reason: insider ? row.decline_reason : null,
    created_at: row.created_at,
  };
}

export function toPeerReview(row: ReviewRow, viewer: Viewer, names: Names): PeerReview {
  // Confidential comments and the recommendation go to editors and to the reviewer who wrote them.
  const insider = viewer.relation.staff || row.user_id === viewer.userId;
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    content: row.content,
    is_verified: toBool(row.is_verified),
    created_at: row.created_at,
    user: mayName(viewer, row.user_id) ? ref(names, row.user_id) : null,
    round_id: row.round_id,
    invitation_id: row.invitation_id,
    recommendation: insider ? (row.recommendation as ReviewRecommendation | null) : null,
    confidential_comments: insider ? row.confidential_comments : null,
    submitted_at: row.submitted_at,
    // The file may name its writer: editors and the reviewer only.
    file:
      insider && row.file_path && row.file_name && row.mime_type && row.file_size !== null
        ? {
            file_name: row.file_name,
            mime_type: row.mime_type,
            file_size: row.file_size,
            download_url: `/api/v1/reviews/${row.id}/file`,
          }
        : null,
  };
}

/** Which invitations and reviews of the manuscript the viewer receives. */
export function visibleTo(viewer: Viewer) {
  const { staff, reviewer } = viewer.relation;
  return {
    invitation: (row: InvitationRow) => staff || row.reviewer_id === viewer.userId,
    review: (row: ReviewRow) => staff || row.user_id === viewer.userId || !reviewer,
  };
}

export function presentRounds(
  rounds: RoundRow[],
  invitations: InvitationRow[],
  reviews: ReviewRow[],
  viewer: Viewer,
  names: Names,
): ReviewRound[] {
  const show = visibleTo(viewer);
  return rounds.map((round) => ({
    id: round.id,
    round: round.round,
    status: round.status as ReviewRound['status'],
    created_at: round.created_at,
    closed_at: round.closed_at,
    invitations: invitations
      .filter((i) => i.round_id === round.id && show.invitation(i))
      .map((i) => toInvitation(i, round, viewer, names)),
    reviews: reviews
      .filter((r) => r.round_id === round.id && show.review(r))
      .map((r) => toPeerReview(r, viewer, names)),
  }));
}
