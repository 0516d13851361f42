// A journal's review form: the questions its reviewers answer beside the
// spec's rating, title and comments (text, single choice, scale), each shown
// to the author or kept for the editors. GET/PUT journals/{id}/review-form
// (the journal's editors-in-chief and administrators edit it); the review
// (POST manuscripts/{id}/reviews) carries the answers. ONE function,
// reviewAnswersSchema(), turns the questions into the zod schema of the
// answers: the API validates with it and the review dialog uses it as its
// resolver, so both refuse the same answers with the same messages.
import { z } from 'zod';
import { msg } from './messages';

export const REVIEW_QUESTION_KINDS = ['text', 'choice', 'scale'] as const;
export type ReviewQuestionKind = (typeof REVIEW_QUESTION_KINDS)[number];

/** `author`: released with the review; `editors`: the journal's editors (and its writer) only. */
export const REVIEW_QUESTION_AUDIENCES = ['author', 'editors'] as const;
export type ReviewQuestionAudience = (typeof REVIEW_QUESTION_AUDIENCES)[number];

export const REVIEW_FORM_LIMITS = {
  questions: 30,
  label: 500,
  help: 1_000,
  options: { min: 2, max: 12 },
  option: 200,
  scaleLabel: 100,
  /** A scale starts at 0 or 1 … */
  scaleMin: { min: 0, max: 1 },
  /** … and ends at 2–10. */
  scaleMax: { min: 2, max: 10 },
  answer: 10_000,
} as const;
const L = REVIEW_FORM_LIMITS;

export const REVIEW_FORM_MESSAGES = {
  notAllowed: msg('reviewForm.notAllowed'),
  tooManyQuestions: msg('reviewForm.tooManyQuestions', { max: L.questions }),
  idInvalid: msg('reviewForm.idInvalid'),
  idDuplicate: msg('reviewForm.idDuplicate'),
  kindInvalid: msg('reviewForm.kindInvalid'),
  audienceInvalid: msg('reviewForm.audienceInvalid'),
  requiredInvalid: msg('reviewForm.requiredInvalid'),
  labelRequired: msg('reviewForm.labelRequired'),
  labelTooLong: msg('reviewForm.labelTooLong', { max: L.label }),
  helpTooLong: msg('reviewForm.helpTooLong', { max: L.help }),
  optionsCount: msg('reviewForm.optionsCount', L.options),
  optionRequired: msg('reviewForm.optionRequired'),
  optionTooLong: msg('reviewForm.optionTooLong', { max: L.option }),
  optionsDuplicate: msg('reviewForm.optionsDuplicate'),
  scaleMinInvalid: msg('reviewForm.scaleMinInvalid'),
  scaleMaxInvalid: msg('reviewForm.scaleMaxInvalid', L.scaleMax),
  scaleLabelTooLong: msg('reviewForm.scaleLabelTooLong', { max: L.scaleLabel }),
  answerRequired: msg('reviewForm.answerRequired'),
  answerTooLong: msg('reviewForm.answerTooLong', { max: L.answer }),
  choiceInvalid: msg('reviewForm.choiceInvalid'),
  formChanged: msg('reviewForm.formChanged'),
  noForm: msg('reviewForm.noForm'),
} as const;
const M = REVIEW_FORM_MESSAGES;

/**
 * A question's key: the answers' field names (`answers.<id>`). It starts with a
 * letter so that a form library never reads it as an array index.
 */
export const REVIEW_QUESTION_ID = /^[a-z][a-z0-9_]{0,39}$/;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** One question as the editors send it; `id` is given to new questions by the server when absent. */
export const reviewQuestionInputSchema = z
  .object({
    id: z.string({ error: M.idInvalid }).regex(REVIEW_QUESTION_ID, M.idInvalid).optional(),
    kind: z.enum(REVIEW_QUESTION_KINDS, { error: M.kindInvalid }),
    label: z
      .string({ error: M.labelRequired })
      .trim()
      .min(1, M.labelRequired)
      .max(L.label, M.labelTooLong),
    help: optionalText(L.help, M.helpTooLong),
    required: z.boolean({ error: M.requiredInvalid }),
    audience: z.enum(REVIEW_QUESTION_AUDIENCES, { error: M.audienceInvalid }),
    /** Single choice: the options, in order (ignored for other kinds). */
    options: z
      .array(
        z
          .string({ error: M.optionRequired })
          .trim()
          .min(1, M.optionRequired)
          .max(L.option, M.optionTooLong),
        { error: M.optionsCount },
      )
      .max(L.options.max, M.optionsCount)
      .optional(),
    /** Scale: its ends and their labels (ignored for other kinds). */
    scale_min: z
      .number({ error: M.scaleMinInvalid })
      .int(M.scaleMinInvalid)
      .min(L.scaleMin.min, M.scaleMinInvalid)
      .max(L.scaleMin.max, M.scaleMinInvalid)
      .optional(),
    scale_max: z
      .number({ error: M.scaleMaxInvalid })
      .int(M.scaleMaxInvalid)
      .min(L.scaleMax.min, M.scaleMaxInvalid)
      .max(L.scaleMax.max, M.scaleMaxInvalid)
      .optional(),
    min_label: optionalText(L.scaleLabel, M.scaleLabelTooLong),
    max_label: optionalText(L.scaleLabel, M.scaleLabelTooLong),
  })
  .superRefine((q, ctx) => {
    if (q.kind !== 'choice') return;
    const options = q.options ?? [];
    if (options.length < L.options.min) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsCount });
    }
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const key = option.toLocaleLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['options', index], message: M.optionsDuplicate });
      }
      seen.add(key);
    });
  })
  // What is kept: only the fields of the question's kind.
  .transform((q) => ({
    ...(q.id === undefined ? {} : { id: q.id }),
    kind: q.kind,
    label: q.label,
    help: q.help ?? null,
    required: q.required,
    audience: q.audience,
    options: q.kind === 'choice' ? (q.options ?? []) : [],
    scale_min: q.kind === 'scale' ? (q.scale_min ?? 1) : null,
    scale_max: q.kind === 'scale' ? (q.scale_max ?? 5) : null,
    min_label: q.kind === 'scale' ? (q.min_label ?? null) : null,
    max_label: q.kind === 'scale' ? (q.max_label ?? null) : null,
  }));
export type ReviewQuestionInput = z.input<typeof reviewQuestionInputSchema>;

/** PUT journals/{id}/review-form: every question, in order (none: the journal has no form). */
export const reviewFormInputSchema = z.object({
  questions: z
    .array(reviewQuestionInputSchema, { error: M.tooManyQuestions })
    .max(L.questions, M.tooManyQuestions)
    .superRefine((questions, ctx) => {
      const seen = new Set<string>();
      questions.forEach((q, index) => {
        if (q.id === undefined) return;
        if (seen.has(q.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: M.idDuplicate });
        }
        seen.add(q.id);
      });
    }),
});
export type ReviewFormInput = z.input<typeof reviewFormInputSchema>;
export type ReviewFormPayload = z.output<typeof reviewFormInputSchema>;

/** A question as stored and answered: its key always set. */
export const reviewQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(REVIEW_QUESTION_KINDS),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  audience: z.enum(REVIEW_QUESTION_AUDIENCES),
  options: z.array(z.string()),
  scale_min: z.number().int().nullable(),
  scale_max: z.number().int().nullable(),
  min_label: z.string().nullable(),
  max_label: z.string().nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/** A journal's current form. `version` counts its saves (0: never saved; no questions: no form). */
export const reviewFormSchema = z.object({
  journal_id: z.number().int(),
  version: z.number().int(),
  questions: z.array(reviewQuestionSchema),
  updated_at: z.string().nullable(),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** GET journals/{id}/review-form and GET manuscripts/{id}/review-form. */
export const reviewFormResponseSchema = z.object({
  data: reviewFormSchema,
  meta: z.object({ can_edit: z.boolean() }),
});
export type ReviewFormResponse = z.infer<typeof reviewFormResponseSchema>;

// ── Answers ─────────────────────────────────────────────────────────────────

export type ReviewAnswerValue = string | number | null;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** An answer is optional: blank becomes null. */
const optionalAnswer = (schema: z.ZodType<ReviewAnswerValue>) =>
  z.preprocess((v) => (blank(v) ? null : v), schema.nullable());

function answerSchema(q: ReviewQuestion): z.ZodType<ReviewAnswerValue | undefined> {
  // Missing and blank read the same: "answer this question" when it is required.
  const wrong = (fallback: string) => (issue: { input?: unknown }) =>
    blank(issue.input) ? M.answerRequired : fallback;
  if (q.kind === 'text') {
    const text = z
      .string({ error: wrong(M.answerRequired) })
      .trim()
      .max(L.answer, M.answerTooLong);
    return q.required
      ? text.min(1, M.answerRequired)
      : z.preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
          text.nullable().optional(),
        );
  }
  if (q.kind === 'choice') {
    const choice = z
      .string({ error: wrong(M.choiceInvalid) })
      .refine((v) => q.options.includes(v), M.choiceInvalid);
    return q.required ? choice : optionalAnswer(choice).optional();
  }
  const min = q.scale_min ?? 1;
  const max = q.scale_max ?? 5;
  const outOfRange = msg('reviewForm.scaleInvalid', { min, max });
  const scale = z
    .number({ error: wrong(outOfRange) })
    .int(outOfRange)
    .min(min, outOfRange)
    .max(max, outOfRange);
  return q.required ? scale : optionalAnswer(scale).optional();
}

/**
 * The zod schema of the answers to `questions`: an object keyed by question id,
 * each value checked by its question (required, option, range, length). Any
 * other key is refused.
 */
export function reviewAnswersSchema(questions: readonly ReviewQuestion[]) {
  const shape: Record<string, z.ZodType<ReviewAnswerValue | undefined>> = {};
  for (const q of questions) shape[q.id] = answerSchema(q);
  return z.strictObject(shape);
}
export type ReviewAnswersInput = Record<string, ReviewAnswerValue | undefined>;

/**
 * The answers as they arrive with a review, before the form's own schema checks
 * them on the server (keys and values bounded, so an odd body fails cheaply).
 */
export const reviewAnswersInputSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(L.answer * 2), z.number(), z.null()]),
);

/**
 * One answer as stored with the review: the question as it was answered (a
 * snapshot, so a later edit of the form does not change what was asked) and
 * the value. The review shows only the answers the reader may see.
 */
export const reviewAnswerSchema = z.object({
  question: reviewQuestionSchema,
  value: z.union([z.string(), z.number()]).nullable(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;
