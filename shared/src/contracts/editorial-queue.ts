// The editorial queue (GET editorial-queue; docs/workflow.md): the
// manuscripts waiting for an editor, by stage.
import { z } from 'zod';
import { makePaginationQuery, paginationMetaSchema, searchSchema } from './common';
import { msg } from './messages';

const userRef = z.object({ id: z.number().int(), name: z.string() });

// ── The editorial queue ─────────────────────────────────────────────────────

export const EDITORIAL_QUEUE_STAGES = [
  'new_submissions',
  'awaiting_reviewers',
  'reviews_in_progress',
  'reviews_complete',
  'revisions_submitted',
  'accepted',
] as const;
export type EditorialQueueStage = (typeof EDITORIAL_QUEUE_STAGES)[number];

/** Accepted invitations a round needs before it stops "awaiting reviewers". */
export const REVIEWERS_NEEDED = 2;
/** Days a manuscript may wait for an editor in one stage before it is overdue. */
export const EDITORIAL_ACTION_DAYS = 14;

export const EDITORIAL_QUEUE_SORTS = ['title', 'days_in_stage', 'submission_date'] as const;
export type EditorialQueueSort = (typeof EDITORIAL_QUEUE_SORTS)[number];

const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The queue's journal filter: every journal the reader may see, the journals whose team names them. */
export const QUEUE_JOURNAL_SCOPES = ['all', 'mine'] as const;
export type QueueJournalFilter = (typeof QUEUE_JOURNAL_SCOPES)[number] | number;

const JOURNAL_FILTER_MESSAGE = msg('field.oneOf', {
  field: 'journal_id',
  values: 'all, mine, a journal id',
});
const journalFilter = z
  .string({ error: JOURNAL_FILTER_MESSAGE })
  .trim()
  .regex(/^(all|mine|[1-9]\d{0,9})$/, JOURNAL_FILTER_MESSAGE)
  .transform((v): QueueJournalFilter => (v === 'all' || v === 'mine' ? v : Number(v)))
  .refine((v) => typeof v === 'string' || v <= 2_147_483_647, JOURNAL_FILTER_MESSAGE);

/** GET editorial-queue (editors and admins). */
export const editorialQueueQuerySchema = makePaginationQuery(15).extend({
  /**
   * all, mine (journals whose team names the reader) or a journal id. Left
   * out: mine when a team names the reader, else all (`meta.journal_id` says which).
   */
  journal_id: blankAsMissing(journalFilter),
  /** In the title (case-insensitive, % and _ plain); "MS-12" or "12" also finds manuscript 12. */
  search: blankAsMissing(searchSchema),
  stage: blankAsMissing(
    z.enum(EDITORIAL_QUEUE_STAGES, {
      error: msg('field.oneOf', { field: 'stage', values: EDITORIAL_QUEUE_STAGES.join(', ') }),
    }),
  ),
  /** me: I am the handling editor; unassigned: no handling editor. */
  assigned: blankAsMissing(
    z.enum(['me', 'unassigned'], {
      error: msg('field.oneOf', { field: 'assigned', values: 'me, unassigned' }),
    }),
  ),
  overdue: blankAsMissing(
    z
      .enum(['1', '0', 'true', 'false'], {
        error: msg('field.booleanFilter', { field: 'overdue' }),
      })
      .transform((v) => v === '1' || v === 'true'),
  ),
  sort: blankAsMissing(
    z.enum(EDITORIAL_QUEUE_SORTS, {
      error: msg('field.oneOf', { field: 'sort', values: EDITORIAL_QUEUE_SORTS.join(', ') }),
    }),
  ),
  direction: blankAsMissing(
    z.enum(['asc', 'desc'], {
      error: msg('field.oneOf', { field: 'direction', values: 'asc, desc' }),
    }),
  ),
});
export type EditorialQueueQuery = z.output<typeof editorialQueueQuerySchema>;

export const editorialQueueItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  stage: z.enum(EDITORIAL_QUEUE_STAGES),
  journal: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  submission_date: z.string().nullable(),
  /** When the manuscript entered its current status. */
  stage_since: z.string(),
  days_in_stage: z.number().int(),
  handling_editor: userRef.nullable(),
  /** Invitations of the current round. */
  invitations: z.object({
    /** Agreed to review (accepted or completed). */
    accepted: z.number().int(),
    completed: z.number().int(),
    /** Invited, not answered yet. */
    pending: z.number().int(),
    /** Invited or accepted, past the due date. */
    overdue: z.number().int(),
  }),
  /** The current round (1-based), null before any. */
  round: z.number().int().nullable(),
  /** A review invitation is past due, or the editor has let the stage wait over EDITORIAL_ACTION_DAYS. */
  overdue: z.boolean(),
});
export type EditorialQueueItem = z.infer<typeof editorialQueueItemSchema>;

export const editorialQueueResponseSchema = z.object({
  data: z.array(editorialQueueItemSchema),
  meta: paginationMetaSchema.extend({
    /** Manuscripts per stage under the same filters (ignoring `stage`). */
    stage_counts: z.record(z.enum(EDITORIAL_QUEUE_STAGES), z.number().int()),
    /** The journals whose team names the reader (the journal filter's choices), by title. */
    journals: z.array(z.object({ id: z.number().int(), title: z.string() })),
    /** The journal filter applied: the one asked for, or the default. */
    journal_id: z.union([z.enum(QUEUE_JOURNAL_SCOPES), z.number().int()]),
  }),
});
export type EditorialQueueResponse = z.infer<typeof editorialQueueResponseSchema>;
