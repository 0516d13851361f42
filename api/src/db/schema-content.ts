// Kysely table types of the content tables (migration 0002-content). Same
// conventions as the core tables: ISO-8601 text timestamps, Bool columns,
// lists as JSON text.
import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp } from './schema-core';

/** A JSON array of strings, stored as text (defaults to '[]'). */
type JsonList = Generated<string>;
/** REAL / double precision: read as number (pg's parser is set for NUMERIC only; floats are numbers). */
type Float = number;

export interface JournalsTable {
  id: Generated<number>;
  title: string;
  abbreviation: string | null;
  description: string;
  issn: string | null;
  e_issn: string | null;
  publisher: string | null;
  publication_frequency: Generated<string>;
  website_url: string | null;
  contact_email: string | null;
  is_active: Bool;
  is_open_access: Bool;
  is_peer_reviewed: Bool;
  peer_review_type: Generated<string>;
  status: Generated<string>;
  country: string | null;
  logo_url: string | null;
  cover_image_url: string | null;
  cover_image: string | null;
  submission_fee: Float | null;
  publication_fee: Float | null;
  impact_factor: Float | null;
  h_index: number | null;
  citation_score: Float | null;
  aims: string | null;
  scope: string | null;
  submission_guidelines: string | null;
  review_policy: string | null;
  editorial_policies: string | null;
  admin_notes: string | null;
  indexing_databases: JsonList;
  subject_areas: JsonList;
  keywords: JsonList;
  languages: JsonList;
  manuscript_types: JsonList;
  total_issues: number | null;
  acceptance_rate: Float | null;
  avg_review_time_days: number | null;
  /** Kept up to date by the manuscripts service (cheap counts on big tables). */
  manuscripts_count: Generated<number>;
  /** Reviewers read the other reviews of a round once a decision has released them (anonymised). */
  share_reviews_with_reviewers: Generated<Bool>;
  /** The correspondence settings (migration 0020): revision period and reminder schedule, in days. */
  revision_due_days: Generated<number>;
  invitation_reminder_days: Generated<number>;
  review_reminder_before_days: Generated<number>;
  review_overdue_every_days: Generated<number>;
  review_overdue_max: Generated<number>;
  revision_reminder_before_days: Generated<number>;
  /** Migration 0027: the most open reviews a reviewer should carry (null: no limit). */
  max_open_reviews: Generated<number | null>;
  /** Migration 0028: days to answer an invitation before the next alternate is invited. */
  invitation_response_days: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  parent_id: number | null;
  is_active: Bool;
  /** The API's `order` (a reserved word in SQL). */
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JournalCategoriesTable {
  journal_id: number;
  category_id: number;
}

export interface ManuscriptsTable {
  id: Generated<number>;
  journal_id: number;
  submitter_id: number;
  title: string;
  abstract: string;
  keywords: JsonList;
  manuscript_type: string;
  doi: string | null;
  status: string;
  version: Generated<number>;
  submission_date: Timestamp | null;
  submission_notes: string | null;
  /** Migration 0005: the associate editor handling it. */
  handling_editor_id: number | null;
  /** When the requested revision is due (migration 0020); null when none is asked for. */
  revision_due_at: Timestamp | null;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ManuscriptAuthorsTable {
  id: Generated<number>;
  manuscript_id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  institution: string | null;
  department: string | null;
  orcid: string | null;
  is_corresponding: Bool;
  author_order: number;
  contribution: string | null;
  created_at: Timestamp;
}

export interface ManuscriptRevisionsTable {
  id: Generated<number>;
  manuscript_id: number;
  version_number: number;
  /** Relative to `${DATA_DIR}/uploads`. */
  file_path: string;
  original_name: string;
  mime_type: string;
  file_size: number;
  is_current: Bool;
  changes_summary: string | null;
  submitter_id: number | null;
  created_at: Timestamp;
}

export interface ReviewAssignmentsTable {
  id: Generated<number>;
  manuscript_id: number;
  reviewer_id: number;
  assigned_by: number | null;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  manuscript_id: number;
  user_id: number | null;
  rating: number;
  title: string | null;
  content: string;
  is_verified: Bool;
  /** Migration 0005 (null on reviews from before rounds). */
  round_id: number | null;
  invitation_id: number | null;
  /** 'accept' | 'minor_revisions' | 'major_revisions' | 'reject'. */
  recommendation: string | null;
  /** To the editor only: never returned to authors or other reviewers. */
  confidential_comments: string | null;
  file_path: string | null;
  file_name: string | null;
  mime_type: string | null;
  file_size: number | null;
  submitted_at: Timestamp | null;
  /** Set when a decision sent the review to the author; null: editors (and its writer) only. */
  released_at: Timestamp | null;
  /** The text the author receives when the editor edited it on release (null: `content` as written). */
  author_content: string | null;
  /** Migration 0029: the review form's answers with their questions (ReviewAnswer[] as JSON), and the form's version. */
  answers: string | null;
  review_form_version: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ManuscriptStatusHistoryTable {
  id: Generated<number>;
  manuscript_id: number;
  from_status: string | null;
  to_status: string;
  /** The note for the editors: never shown to authors or reviewers. */
  notes: string | null;
  /** The letter to the author (decisions). */
  letter: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** SQLite only: the FTS5 index of manuscripts (title, abstract, keywords). */
export interface ManuscriptsFtsTable {
  rowid: ColumnType<number, never, never>;
  manuscripts_fts: ColumnType<string, never, never>;
  title: string;
  abstract: string;
  keywords: string;
}

export interface ContentTables {
  journals: JournalsTable;
  categories: CategoriesTable;
  journal_categories: JournalCategoriesTable;
  manuscripts: ManuscriptsTable;
  manuscript_authors: ManuscriptAuthorsTable;
  manuscript_revisions: ManuscriptRevisionsTable;
  review_assignments: ReviewAssignmentsTable;
  reviews: ReviewsTable;
  manuscript_status_history: ManuscriptStatusHistoryTable;
  manuscripts_fts: ManuscriptsFtsTable;
}
