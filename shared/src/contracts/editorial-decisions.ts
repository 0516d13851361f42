// Editorial decisions, recommendations, the handling editor and the editorial
// queue (docs/workflow.md). The editor-in-chief decides; an associate
// editor recommends. Requests, responses and the rules both sides apply.
import { z } from 'zod';
import { DOI_PATTERN } from './manuscript';
import { type ManuscriptStatus } from './manuscript-workflow';
import { msg } from './messages';
import { REVISION_KINDS, REVISION_MESSAGES, revisionRequestFields } from './revision-request';

// ── Decisions ───────────────────────────────────────────────────────────────

export const EDITORIAL_DECISIONS = [
  'send_to_review',
  'request_revisions',
  'accept',
  'reject',
  'decline',
  'publish',
] as const;
export type EditorialDecision = (typeof EDITORIAL_DECISIONS)[number];

/** Each decision is one transition of the state machine (MANUSCRIPT_WORKFLOW). */
export const DECISION_TRANSITIONS: Record<
  EditorialDecision,
  { from: readonly ManuscriptStatus[]; to: ManuscriptStatus }
> = {
  send_to_review: { from: ['submitted', 'revised'], to: 'under_review' },
  request_revisions: { from: ['under_review'], to: 'revision_requested' },
  accept: { from: ['under_review', 'revised'], to: 'accepted' },
  /** After review. */
  reject: { from: ['under_review', 'revised'], to: 'rejected' },
  /** Desk reject, without review. */
  decline: { from: ['submitted'], to: 'rejected' },
  publish: { from: ['accepted'], to: 'published' },
};

/** The decisions possible from a status (whoever may take them). */
export const decisionsFrom = (status: string): EditorialDecision[] =>
  EDITORIAL_DECISIONS.filter((d) =>
    DECISION_TRANSITIONS[d].from.includes(status as ManuscriptStatus),
  );

/** The decision a status change stands for (the status call records it too), or null. */
export const decisionForTransition = (from: string, to: string): EditorialDecision | null =>
  EDITORIAL_DECISIONS.find(
    (d) =>
      DECISION_TRANSITIONS[d].to === to &&
      DECISION_TRANSITIONS[d].from.includes(from as ManuscriptStatus),
  ) ?? null;

/** A decision letter to the author is required for these. */
export const LETTER_REQUIRED_DECISIONS: readonly EditorialDecision[] = [
  'request_revisions',
  'reject',
  'decline',
];

/**
 * Statuses only the editor-in-chief may move a manuscript to (decisions), on
 * the status call too. Associate editors keep: submit, send to review, withdraw.
 */
export const EDITOR_IN_CHIEF_STATUSES: readonly ManuscriptStatus[] = [
  'revision_requested',
  'accepted',
  'rejected',
  'published',
];

/** On the status call, these need non-empty `notes` (the letter to the author). */
export const NOTES_REQUIRED_STATUSES: readonly ManuscriptStatus[] = [
  'revision_requested',
  'rejected',
];

export const LETTER_MAX = 20_000;
export const DECISION_NOTES_MAX = 5_000;

export const DECISION_MESSAGES = {
  letterRequired: msg('decision.letterRequired'),
  letterTooLong: msg('decision.letterTooLong', { max: LETTER_MAX }),
  notesRequired: msg('decision.notesRequired'),
  notesTooLong: msg('decision.notesTooLong', { max: DECISION_NOTES_MAX }),
  reasonRequired: msg('decision.reasonRequired'),
  reasonTooLong: msg('decision.reasonTooLong', { max: DECISION_NOTES_MAX }),
  decisionInvalid: msg('decision.decisionInvalid', { values: EDITORIAL_DECISIONS.join(', ') }),
  decisionNotAllowed: (status: string) => msg('decision.decisionNotAllowed', { status }),
  recommendationInvalid: msg('decision.recommendationInvalid', {
    values: 'accept, minor_revisions, major_revisions, reject',
  }),
  recommendationNotAllowed: msg('decision.recommendationNotAllowed'),
  doiInvalid: msg('manuscript.doiInvalid'),
  publishedAtInvalid: msg('decision.publishedAtInvalid'),
  handlingEditorInvalid: msg('decision.handlingEditorInvalid'),
  handlingEditorNotEditor: msg('decision.handlingEditorNotEditor'),
} as const;
const D = DECISION_MESSAGES;

const optionalLongText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * Decisions that close a review round: the editor chooses which of its
 * reviews go to the author with the letter.
 */
export const RELEASING_DECISIONS: readonly EditorialDecision[] = [
  'request_revisions',
  'accept',
  'reject',
];

/**
 * One review of the round in a decision: sent to the author or not, and
 * optionally the text the author receives instead of the reviewer's (the
 * original is kept for the editors).
 */
export const reviewReleaseSchema = z.object({
  id: z
    .number({ error: msg('decision.reviewReleaseInvalid') })
    .int(msg('decision.reviewReleaseInvalid'))
    .positive(msg('decision.reviewReleaseInvalid'))
    .max(2_147_483_647, msg('decision.reviewReleaseInvalid')),
  release: z.boolean({ error: msg('decision.reviewReleaseInvalid') }),
  author_content: optionalLongText(LETTER_MAX, D.letterTooLong),
});
export type ReviewReleaseInput = z.output<typeof reviewReleaseSchema>;

/** POST manuscripts/{id}/decisions (editor-in-chief). */
export const decisionCreateSchema = z
  .object({
    decision: z.enum(EDITORIAL_DECISIONS, { error: D.decisionInvalid }),
    /** The decision letter to the author: required for request_revisions, reject, decline. */
    letter: optionalLongText(LETTER_MAX, D.letterTooLong),
    /** A note for the editors: never shown to authors or reviewers. */
    internal_note: optionalLongText(DECISION_NOTES_MAX, D.notesTooLong),
    /**
     * Request revisions, accept, reject: which of the round's submitted
     * reviews the author receives. Absent: every one, as written. A review
     * of the round not listed stays with the editors.
     */
    reviews: z
      .array(reviewReleaseSchema, { error: msg('decision.reviewReleaseInvalid') })
      .max(50, msg('decision.reviewReleaseInvalid'))
      .optional(),
    /** Why accepting without a completed review (required then; checked by the API). */
    reason: optionalLongText(DECISION_NOTES_MAX, D.reasonTooLong),
    /** publish only: an optional DOI (10.NNNN/…). */
    doi: z
      .string({ error: D.doiInvalid })
      .trim()
      .refine((v) => v === '' || (v.length <= 255 && DOI_PATTERN.test(v)), D.doiInvalid)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    /** publish only: the publication date (ISO 8601; default now). */
    published_at: z
      .string({ error: D.publishedAtInvalid })
      .trim()
      .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), D.publishedAtInvalid)
      .transform((v) => (v === '' ? null : new Date(v).toISOString()))
      .nullable()
      .optional(),
    /** request_revisions only: minor or major (absent: major) and the due date (absent: the journal's default). */
    ...revisionRequestFields,
  })
  .superRefine((body, ctx) => {
    if (LETTER_REQUIRED_DECISIONS.includes(body.decision) && !body.letter) {
      ctx.addIssue({ code: 'custom', path: ['letter'], message: D.letterRequired });
    }
    if (body.decision !== 'request_revisions') {
      for (const field of ['revision_kind', 'revision_due_at'] as const) {
        if (body[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: REVISION_MESSAGES.onlyWithRevisions,
          });
        }
      }
    }
  });
export type DecisionCreateInput = z.output<typeof decisionCreateSchema>;

// ── Recommendations ─────────────────────────────────────────────────────────

/** What an associate editor (or a reviewer, in their review) recommends. */
export const EDITORIAL_RECOMMENDATIONS = [
  'accept',
  'minor_revisions',
  'major_revisions',
  'reject',
] as const;
export type EditorialRecommendation = (typeof EDITORIAL_RECOMMENDATIONS)[number];

/** POST manuscripts/{id}/recommendations (the handling associate editor). */
export const recommendationCreateSchema = z.object({
  recommendation: z.enum(EDITORIAL_RECOMMENDATIONS, { error: D.recommendationInvalid }),
  /** Notes to the editor-in-chief (never shown to the author). */
  notes: optionalLongText(DECISION_NOTES_MAX, D.notesTooLong),
});
export type RecommendationCreateInput = z.output<typeof recommendationCreateSchema>;

// ── The decision timeline ───────────────────────────────────────────────────

const userRef = z.object({ id: z.number().int(), name: z.string() });

/**
 * One entry of GET manuscripts/{id}/decisions (oldest first). Authors get
 * decisions only (with their letters), never recommendations.
 */
export const editorialDecisionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['decision', 'recommendation']),
  /** An EditorialDecision (kind decision) or an EditorialRecommendation (kind recommendation). */
  decision: z.string(),
  /** The review round it belongs to (1-based), null before any round. */
  round: z.number().int().nullable(),
  /** The letter to the author (decisions). */
  letter: z.string().nullable(),
  /** Notes to the editor-in-chief (recommendations). */
  notes: z.string().nullable(),
  /** The note for the editors that went with a decision (editors only). */
  internal_note: z.string().nullable(),
  /** A request for revisions: minor or major (null for other entries, and for older requests). */
  revision_kind: z.enum(REVISION_KINDS).nullable(),
  /** Why it was accepted without a completed review. Not shown to authors. */
  reason: z.string().nullable(),
  /** Published only: the DOI and the publication date recorded. */
  doi: z.string().nullable(),
  published_at: z.string().nullable(),
  /** Who took it (null for an author reading it, or a deleted user). */
  user: userRef.nullable(),
  created_at: z.string(),
});
export type EditorialDecisionEntry = z.infer<typeof editorialDecisionSchema>;

/** GET manuscripts/{id}/decisions: the timeline and what the reader may do now. */
export const decisionTimelineSchema = z.object({
  data: z.array(editorialDecisionSchema),
  meta: z.object({
    /** Decisions the reader may take now (POST …/decisions). */
    allowed_decisions: z.array(z.enum(EDITORIAL_DECISIONS)),
    /** Whether the reader may record a recommendation now (POST …/recommendations). */
    may_recommend: z.boolean(),
    /** Accepting now needs a `reason` (no completed review in the current round). */
    accept_needs_reason: z.boolean(),
  }),
});
export type DecisionTimeline = z.infer<typeof decisionTimelineSchema>;

// ── Handling editor ─────────────────────────────────────────────────────────

/** PUT manuscripts/{id}/handling-editor (editor-in-chief): an associate editor, or null. */
export const handlingEditorSchema = z.object({
  user_id: z
    .number({ error: D.handlingEditorInvalid })
    .int(D.handlingEditorInvalid)
    .positive(D.handlingEditorInvalid)
    .max(2_147_483_647, D.handlingEditorInvalid)
    .nullable(),
});
export type HandlingEditorInput = z.infer<typeof handlingEditorSchema>;
/** The detail's `handling_editor`. */
export const handlingEditorRefSchema = userRef.nullable();
/** GET manuscripts/{id}/handling-editor-candidates (editor-in-chief): who may handle it. */
export const handlingEditorCandidatesSchema = z.object({
  data: z.array(userRef.extend({ roles: z.array(z.string()) })),
});
export type HandlingEditorCandidates = z.infer<typeof handlingEditorCandidatesSchema>;
