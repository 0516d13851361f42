// The letters Colophon sends, each a template with merge fields that
// administrators edit for the platform and a journal's editors-in-chief edit
// for their journal, in every panel language.
import { z } from 'zod';
import { msg } from './messages';

/** Every template, by key. */
export const MAIL_TEMPLATE_KEYS = [
  'submission_acknowledgement',
  'reviewer_invitation',
  'invitation_reminder',
  'review_reminder_before',
  'review_reminder_overdue',
  'review_thank_you',
  'decision_accept',
  'decision_minor_revisions',
  'decision_major_revisions',
  'decision_reject',
  'decision_desk_decline',
  'revision_reminder',
  'handling_editor_assigned',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];
export const mailTemplateKeySchema = z.enum(MAIL_TEMPLATE_KEYS);

/** Every merge field a template may use, written `{{field}}` in a template. */
export const MERGE_FIELDS = [
  'recipient.name',
  'author.name',
  'manuscript.title',
  'manuscript.id',
  'journal.title',
  'editor.name',
  'reviewer.name',
  'due_date',
  'reviews',
  'link',
  'accept_link',
  'decline_link',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
/** The fields every letter may use: about its recipient, the manuscript and its journal. */
const COMMON_FIELDS = [
  'recipient.name',
  'author.name',
  'manuscript.title',
  'manuscript.id',
  'journal.title',
  'editor.name',
  'link',
] as const satisfies readonly MergeField[];

/**
 * The merge fields each letter may use, in the order the editor lists them: a
 * field that means nothing in a letter (an accept link in a decision) is refused.
 */
export const TEMPLATE_FIELDS: Record<MailTemplateKey, readonly MergeField[]> = {
  submission_acknowledgement: COMMON_FIELDS,
  reviewer_invitation: [
    ...COMMON_FIELDS,
    'reviewer.name',
    'due_date',
    'accept_link',
    'decline_link',
  ],
  invitation_reminder: [
    ...COMMON_FIELDS,
    'reviewer.name',
    'due_date',
    'accept_link',
    'decline_link',
  ],
  review_reminder_before: [...COMMON_FIELDS, 'reviewer.name', 'due_date'],
  review_reminder_overdue: [...COMMON_FIELDS, 'reviewer.name', 'due_date'],
  review_thank_you: [...COMMON_FIELDS, 'reviewer.name'],
  decision_accept: [...COMMON_FIELDS, 'reviews'],
  decision_minor_revisions: [...COMMON_FIELDS, 'due_date', 'reviews'],
  decision_major_revisions: [...COMMON_FIELDS, 'due_date', 'reviews'],
  decision_reject: [...COMMON_FIELDS, 'reviews'],
  decision_desk_decline: COMMON_FIELDS,
  revision_reminder: [...COMMON_FIELDS, 'due_date'],
  handling_editor_assigned: COMMON_FIELDS,
};

/** The values a template is rendered with (absent fields render empty). */
export type MergeValues = Partial<Record<MergeField, string>>;

/** The languages a template is written in (the panel's languages). */
export const MAIL_TEMPLATE_LOCALES = ['en', 'ur', 'de'] as const;
export type MailTemplateLocale = (typeof MAIL_TEMPLATE_LOCALES)[number];
export const mailTemplateLocaleSchema = z.enum(MAIL_TEMPLATE_LOCALES, {
  error: msg('template.localeInvalid'),
});

export const MAIL_SUBJECT_MAX = 300;
export const MAIL_BODY_MAX = 20_000;

/** A journal's id, or null for the platform's defaults. */
const journalIdSchema = z
  .number({ error: msg('template.journalInvalid') })
  .int(msg('template.journalInvalid'))
  .positive(msg('template.journalInvalid'))
  .max(2_147_483_647, msg('template.journalInvalid'))
  .nullable();

/**
 * The editor's text. Whether every `{{field}}` is a merge field is checked by
 * the API with the template engine (422 at `subject` or `body`, naming it).
 */
export const mailTemplateTextSchema = z.object({
  subject: z
    .string({ error: msg('template.subjectRequired') })
    .trim()
    .min(1, msg('template.subjectRequired'))
    .max(MAIL_SUBJECT_MAX, msg('template.subjectTooLong', { max: MAIL_SUBJECT_MAX }))
    .refine((s) => !/[\r\n]/.test(s), msg('template.subjectOneLine')),
  body: z
    .string({ error: msg('template.bodyRequired') })
    .refine((s) => s.trim().length > 0, msg('template.bodyRequired'))
    .refine((s) => s.length <= MAIL_BODY_MAX, msg('template.bodyTooLong', { max: MAIL_BODY_MAX })),
});
export type MailTemplateText = z.output<typeof mailTemplateTextSchema>;

/** PUT mail-templates/{key}/{locale}: a journal's override, or the platform's default (null). */
export const mailTemplateInputSchema = mailTemplateTextSchema.extend({
  journal_id: journalIdSchema,
});
export type MailTemplateInput = z.output<typeof mailTemplateInputSchema>;

/** POST mail-templates/{key}/{locale}/preview: the text (saved or not) merged with a manuscript. */
export const mailTemplatePreviewInputSchema = mailTemplateInputSchema.extend({
  manuscript_id: z
    .number({ error: msg('template.manuscriptRequired') })
    .int(msg('template.manuscriptRequired'))
    .positive(msg('template.manuscriptRequired'))
    .max(2_147_483_647, msg('template.manuscriptRequired')),
});
export type MailTemplatePreviewInput = z.output<typeof mailTemplatePreviewInputSchema>;

/** `?journal_id=`: absent or empty for the platform's defaults. */
export const mailTemplateQuerySchema = z.object({
  journal_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, msg('template.journalInvalid'))
      .transform(Number)
      .pipe(z.number().int().max(2_147_483_647, msg('template.journalInvalid')))
      .optional(),
  ),
});

export const mailTemplateParamsSchema = z.object({
  key: z.enum(MAIL_TEMPLATE_KEYS, { error: msg('template.keyInvalid') }),
  locale: mailTemplateLocaleSchema,
});

/**
 * Where a template's text comes from: the journal's own, the platform's
 * default edited by an administrator, or the text Colophon ships.
 */
export const MAIL_TEMPLATE_SOURCES = ['journal', 'platform', 'built_in'] as const;
export type MailTemplateSource = (typeof MAIL_TEMPLATE_SOURCES)[number];

/** One template in one language, as it is used for the journal (or the platform). */
export const mailTemplateSchema = z.object({
  key: mailTemplateKeySchema,
  locale: mailTemplateLocaleSchema,
  journal_id: z.number().int().nullable(),
  subject: z.string(),
  body: z.string(),
  source: z.enum(MAIL_TEMPLATE_SOURCES),
  /** Set when the text is this level's own (source equals the level asked for). */
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The merge fields this template may use. */
  fields: z.array(z.enum(MERGE_FIELDS)),
});
export type MailTemplate = z.output<typeof mailTemplateSchema>;

/** GET mail-templates: every key in every language, with where each text comes from. */
export const mailTemplateSummarySchema = mailTemplateSchema.pick({
  key: true,
  locale: true,
  journal_id: true,
  subject: true,
  source: true,
  updated_at: true,
});
export type MailTemplateSummary = z.output<typeof mailTemplateSummarySchema>;

export const mailTemplatePreviewSchema = z.object({ subject: z.string(), body: z.string() });
export type MailTemplatePreview = z.output<typeof mailTemplatePreviewSchema>;
