// Kysely table types of the alternate reviewers (migration 0028-review-alternates).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface ReviewAlternatesTable {
  id: Generated<number>;
  manuscript_id: number;
  round_id: number;
  /** The invitation they stand behind. */
  invitation_id: number;
  /** 1-based order in that invitation's list. */
  position: number;
  reviewer_id: number;
  added_by: number | null;
  /** Days from their invitation to its due date. */
  review_days: number;
  /** 'waiting' | 'invited' | 'skipped'. */
  status: Generated<string>;
  /** Their own invitation, once invited. */
  called_invitation_id: number | null;
  /** The declined or unanswered invitation that called them. */
  replaces_invitation_id: number | null;
  /** 'declined' | 'overdue'. */
  called_because: string | null;
  /** 'author' | 'alreadyInvited' | 'declined' | 'notReviewer'. */
  skipped_because: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewAlternateTables {
  review_alternates: ReviewAlternatesTable;
}
