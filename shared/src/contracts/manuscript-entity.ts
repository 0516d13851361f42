// Manuscripts: the entity as the API returns it (with authors, revisions,
// reviews and status history) and the list's query.
import { z } from 'zod';
import { tagFilterSchema, tagSummarySchema } from './tag';
import { manuscriptTypeSchema } from './manuscript';
import { makePaginationQuery, makeSortQuery, paginationMetaSchema, searchSchema } from './common';
import { MANUSCRIPT_STATUSES } from './manuscript-workflow';
import { msg } from './messages';
import { REVISION_KINDS } from './revision-request';

// ── The entity ──────────────────────────────────────────────────────────────

const userRef = z.object({ id: z.number().int(), name: z.string() });

export const manuscriptAuthorSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  orcid: z.string().nullable(),
  academic_profile: z.object({
    institution: z.string().nullable(),
    department: z.string().nullable(),
    orcid: z.string().nullable(),
  }),
  is_corresponding: z.boolean(),
  author_order: z.number().int(),
  /** The same as author_order (the form's name). */
  order: z.number().int(),
  contribution: z.string().nullable(),
});
export type ManuscriptAuthor = z.infer<typeof manuscriptAuthorSchema>;

export const manuscriptRevisionSchema = z.object({
  id: z.number().int(),
  version_number: z.number().int(),
  is_current: z.boolean(),
  changes_summary: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  /** API path of the file (GET, signed-in). */
  download_url: z.string(),
  created_at: z.string(),
  submitter: userRef.nullable(),
});
export type ManuscriptRevision = z.infer<typeof manuscriptRevisionSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  is_verified: z.boolean(),
  created_at: z.string(),
  /** null when the reader may not know the reviewer (blind review). */
  user: userRef.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const statusHistoryEntrySchema = z.object({
  id: z.number().int(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  /** What the reader may read of what went with the change: the letter, else the note for editors. */
  notes: z.string().nullable(),
  /** The letter to the author (decisions): editors and the manuscript's authors. */
  letter: z.string().nullable(),
  /** The note for the editors: editors only. */
  internal_note: z.string().nullable(),
  /** A request for revisions: minor or major (null for every other change, and older requests). */
  revision_kind: z.enum(REVISION_KINDS).nullable(),
  user: userRef.nullable(),
  created_at: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** A manuscript as lists show it. */
export const manuscriptSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  keywords: z.array(z.string()),
  manuscript_type: z.string(),
  journal_id: z.number().int(),
  journal: z.object({ id: z.number().int(), title: z.string(), name: z.string() }).nullable(),
  doi: z.string().nullable(),
  status: z.string(),
  version: z.number().int(),
  submission_date: z.string().nullable(),
  submission_notes: z.string().nullable(),
  submitter: userRef.nullable(),
  corresponding_author: z.object({ name: z.string(), email: z.string() }).nullable(),
  tags: z.array(tagSummarySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManuscriptSummary = z.infer<typeof manuscriptSummarySchema>;

/**
 * What the reader may do with a manuscript now, besides status changes
 * (docs/workflow.md): the front ends show only these actions.
 */
export const manuscriptPermissionsSchema = z.object({
  /** PUT manuscripts/{id} and POST manuscripts/{id}/authors. */
  edit: z.boolean(),
  /** DELETE manuscripts/{id}. */
  delete: z.boolean(),
  /** POST manuscripts/{id}/revisions. */
  upload_revision: z.boolean(),
  /** POST manuscripts/{id}/reviewers. */
  assign_reviewers: z.boolean(),
  /** POST manuscripts/{id}/reviews. */
  review: z.boolean(),
  /** POST manuscripts/{id}/decisions (the editor-in-chief, when a decision is possible now). */
  decide: z.boolean(),
  /** POST manuscripts/{id}/recommendations (the handling associate editor, or any when none). */
  recommend: z.boolean(),
  /** PUT manuscripts/{id}/handling-editor (the editor-in-chief). */
  assign_handling_editor: z.boolean(),
});
export type ManuscriptPermissions = z.infer<typeof manuscriptPermissionsSchema>;

/** GET manuscripts/{id}: the summary plus relations and what the reader may do next. */
export const manuscriptSchema = manuscriptSummarySchema.extend({
  authors: z.array(manuscriptAuthorSchema),
  revisions: z.array(manuscriptRevisionSchema),
  reviews: z.array(reviewSchema),
  status_history: z.array(statusHistoryEntrySchema),
  /** Statuses the current user may move the manuscript to with POST manuscripts/{id}/status. */
  allowed_transitions: z.array(z.string()),
  /** The other actions the current user may take now. */
  permissions: manuscriptPermissionsSchema,
  /** Assigned reviewers (empty unless the reader is staff). */
  reviewers: z.array(userRef),
  /** The associate editor handling it (PUT manuscripts/{id}/handling-editor). */
  handling_editor: userRef.nullable(),
  /** Decisions the reader may take now with POST manuscripts/{id}/decisions. */
  allowed_decisions: z.array(z.string()),
  /** Set when published through the publish decision. */
  published_at: z.string().nullable(),
  /**
   * While a requested revision is awaited: when it is due (the end of that day,
   * UTC). The editors and the authors read it; null for anyone else.
   */
  revision_due_at: z.string().nullable(),
});
export type Manuscript = z.infer<typeof manuscriptSchema>;

/** Paging meta of manuscript lists: `total` stops at 10,000 (`total_capped` then true). */
export const cappedPaginationMetaSchema = paginationMetaSchema.extend({
  total_capped: z.boolean(),
});
export type CappedPaginationMeta = z.infer<typeof cappedPaginationMetaSchema>;
export const MANUSCRIPT_COUNT_CAP = 10_000;

const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Columns the manuscript lists sort by. */
export const MANUSCRIPT_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'submission_date',
  'title',
  'status',
] as const;
export type ManuscriptSortField = (typeof MANUSCRIPT_SORT_FIELDS)[number];

const manuscriptSort = makeSortQuery(MANUSCRIPT_SORT_FIELDS, 'created_at');

/**
 * GET manuscripts, manuscripts/user/my-manuscripts and journals/{id}/manuscripts.
 * `sort` absent means created_at newest first — except with a `search`, where
 * the list keeps its search order (newest match first); docs/adr/0014 says why.
 * `direction` absent is the field's natural order (dates newest first, text A–Z).
 */
export const manuscriptListQuerySchema = makePaginationQuery(10).extend({
  sort: manuscriptSort.shape.sort.unwrap().optional(),
  direction: manuscriptSort.shape.direction,
  search: searchSchema.optional(),
  status: emptyAsMissing(
    z.enum(MANUSCRIPT_STATUSES, {
      error: msg('field.oneOf', { field: 'status', values: MANUSCRIPT_STATUSES.join(', ') }),
    }),
  ),
  manuscript_type: emptyAsMissing(manuscriptTypeSchema),
  journal_id: emptyAsMissing(
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, msg('manuscript.journalId'))
      .transform(Number),
  ),
  tag: tagFilterSchema,
});
export type ManuscriptListQuery = z.output<typeof manuscriptListQuerySchema>;

export const manuscriptExportQuerySchema = manuscriptListQuerySchema.omit({
  page: true,
  per_page: true,
});
