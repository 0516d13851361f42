// Kysely table types of migration 0026-reviewer-preferences: the reviewers the
// authors suggest or ask to exclude. (The override columns it adds to
// review_invitations are in ./schema-review.)
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface ManuscriptReviewerPreferencesTable {
  id: Generated<number>;
  manuscript_id: number;
  /** 'suggested' | 'excluded'. */
  kind: string;
  name: string;
  /** Matched (case-insensitively) to a user's e-mail when read. */
  email: string;
  reason: string | null;
  /** 1-based, in the order the authors gave them. */
  position: number;
  created_at: Timestamp;
}

export interface ReviewerPreferenceTables {
  manuscript_reviewer_preferences: ManuscriptReviewerPreferencesTable;
}
