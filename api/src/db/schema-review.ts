// Kysely table types of the peer-review tables (migration 0005-peer-review).
// The new columns of `reviews` and `manuscripts` are in ./schema-content.
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface ReviewRoundsTable {
  id: Generated<number>;
  manuscript_id: number;
  /** 1-based. */
  round: number;
  /** 'open' | 'closed'. */
  status: Generated<string>;
  created_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface ReviewInvitationsTable {
  id: Generated<number>;
  round_id: number;
  manuscript_id: number;
  reviewer_id: number;
  invited_by: number | null;
  /** 'invited' | 'accepted' | 'declined' | 'cancelled' | 'completed'. */
  status: Generated<string>;
  due_at: Timestamp;
  responded_at: Timestamp | null;
  decline_reason: string | null;
  /** Migration 0026: why the editor invited despite a conflict of interest, and the conflicts (JSON list). */
  conflict_override_reason: string | null;
  conflicts_overridden: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EditorialDecisionsTable {
  id: Generated<number>;
  manuscript_id: number;
  round_id: number | null;
  user_id: number | null;
  /** 'decision' | 'recommendation'. */
  kind: string;
  decision: string;
  /** The decision letter to the author. */
  letter: string | null;
  /** Why accepted without a completed review. */
  reason: string | null;
  /** The note for the editors that went with the decision. */
  internal_note: string | null;
  /** 'minor' | 'major' for a revision request (migration 0020), else null. */
  revision_kind: string | null;
  created_at: Timestamp;
}

export interface JournalEditorsTable {
  id: Generated<number>;
  journal_id: number;
  user_id: number;
  /** 'editor_in_chief' | 'associate_editor'. */
  role: string;
  created_at: Timestamp;
}

export interface ReviewTables {
  review_rounds: ReviewRoundsTable;
  review_invitations: ReviewInvitationsTable;
  editorial_decisions: EditorialDecisionsTable;
  journal_editors: JournalEditorsTable;
}
