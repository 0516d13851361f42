// Kysely types of the review forms (migration 0029). The answers themselves
// are columns of `reviews` (schema-content.ts).
import type { Timestamp } from './schema-core';

export interface ReviewFormsTable {
  journal_id: number;
  /** Counted up on every save; 0 before the first. */
  version: number;
  /** ReviewQuestion[] as JSON, in order ([]: no form). */
  questions: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface ReviewFormTables {
  review_forms: ReviewFormsTable;
}
