// The letter a decision starts from: the journal's template of that decision,
// with the reviews being released merged in (POST manuscripts/{id}/letter-draft;
// docs/workflow.md). The editor edits it before sending.
import { z } from 'zod';
import { type EditorialDecision, reviewReleaseSchema } from './editorial-decisions';
import { type MailTemplateKey } from './mail-templates';
import { msg } from './messages';
import { type RevisionKind, revisionDueSchema } from './revision-request';

/** The decisions that send the author a letter, as the editor chooses them. */
export const LETTER_DECISIONS = [
  'accept',
  'minor_revisions',
  'major_revisions',
  'reject',
  'desk_decline',
] as const;
export type LetterDecision = (typeof LETTER_DECISIONS)[number];

/** Each letter decision: the decision it takes, its template and, for revisions, the kind. */
export const LETTER_DECISION_DETAILS: Record<
  LetterDecision,
  { decision: EditorialDecision; template: MailTemplateKey; kind: RevisionKind | null }
> = {
  accept: { decision: 'accept', template: 'decision_accept', kind: null },
  minor_revisions: {
    decision: 'request_revisions',
    template: 'decision_minor_revisions',
    kind: 'minor',
  },
  major_revisions: {
    decision: 'request_revisions',
    template: 'decision_major_revisions',
    kind: 'major',
  },
  reject: { decision: 'reject', template: 'decision_reject', kind: null },
  desk_decline: { decision: 'decline', template: 'decision_desk_decline', kind: null },
};

/** The languages a letter can be written in (the panel's). */
export const LETTER_LOCALES = ['en', 'ur', 'de'] as const;
export type LetterLocale = (typeof LETTER_LOCALES)[number];

/** POST manuscripts/{id}/letter-draft (those who may decide). */
export const letterDraftRequestSchema = z.object({
  decision: z.enum(LETTER_DECISIONS, {
    error: msg('decision.letterDecisionInvalid', { values: LETTER_DECISIONS.join(', ') }),
  }),
  /** The letter's language; absent: the submitting author's language. */
  locale: z
    .enum(LETTER_LOCALES, {
      error: msg('decision.letterLocaleInvalid', { values: LETTER_LOCALES.join(', ') }),
    })
    .optional(),
  /** The reviews the decision would release, as POST …/decisions takes them (absent: all). */
  reviews: z
    .array(reviewReleaseSchema, { error: msg('decision.reviewReleaseInvalid') })
    .max(50, msg('decision.reviewReleaseInvalid'))
    .optional(),
  /** Revisions: the due date the letter names (absent: the journal's default). */
  revision_due_at: revisionDueSchema.optional(),
});
export type LetterDraftRequest = z.output<typeof letterDraftRequestSchema>;
export type LetterDraftInput = z.input<typeof letterDraftRequestSchema>;

export const letterDraftSchema = z.object({
  subject: z.string(),
  body: z.string(),
  locale: z.enum(LETTER_LOCALES),
  /** Revisions: the due date (the end of that day, UTC); otherwise null. */
  revision_due_at: z.string().nullable(),
});
export type LetterDraft = z.infer<typeof letterDraftSchema>;
