// Manuscripts: the form and the API payloads (create, update, status changes,
// authors, reviewers, reviews), validated with the same schemas on both sides.
import { z } from 'zod';
import { tagIdsSchema } from './tag';
import { MANUSCRIPT_MESSAGES, MANUSCRIPT_STATUSES, MANUSCRIPT_TYPES } from './manuscript-workflow';
import { msg } from './messages';
import { optionalPattern, optionalText, requiredText, tooLong } from './text-fields';
import { revisionRequestFields } from './revision-request';
import { checkNotBoth, reviewerPreferenceFields } from './reviewer-preferences';

// ── Field schemas ───────────────────────────────────────────────────────────

const M = MANUSCRIPT_MESSAGES;

export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

const idOf = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const authorEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(255, tooLong('email', 255))
  .refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid);

const authorOrder = z
  .number({ error: M.orderRequired })
  .int(M.orderRequired)
  .min(1, msg('field.min', { field: 'author_order', min: 1 }))
  .max(1000, msg('field.max', { field: 'author_order', max: 1000 }));

const authorFields = {
  first_name: requiredText(M.firstNameRequired, 'first_name', 100),
  last_name: requiredText(M.lastNameRequired, 'last_name', 100),
  email: authorEmail,
  institution: requiredText(M.institutionRequired, 'institution', 255),
  department: optionalText('department', 255),
  orcid: optionalPattern(ORCID_PATTERN, M.orcidInvalid, 19),
  is_corresponding: z.boolean({ error: msg('field.boolean', { field: 'is_corresponding' }) }),
  contribution: optionalText('contribution', 1000),
};

const hasCorresponding = (authors: readonly unknown[]) =>
  authors.some(
    (a) =>
      !!a &&
      typeof a === 'object' &&
      (a as { is_corresponding?: unknown }).is_corresponding === true,
  );

/** At least one author, at least one corresponding (reported even when an author is invalid). */
const authorList = <T extends z.ZodType>(author: T) =>
  z
    .array(author, { error: M.authorsRequired })
    .min(1, M.authorsRequired)
    .max(50, msg('manuscript.maxAuthors', { max: 50 }))
    .refine(hasCorresponding, {
      message: M.correspondingRequired,
      when: (payload) => Array.isArray(payload.value) && payload.value.length > 0,
    });

/** An author as the API takes it (multipart `authors[i][…]`, PUT, POST authors). */
export const manuscriptAuthorInputSchema = z.object({
  ...authorFields,
  is_corresponding: authorFields.is_corresponding.default(false),
  author_order: authorOrder,
  user_id: idOf(msg('manuscript.userId')).nullable().optional(),
});
export type ManuscriptAuthorInput = z.output<typeof manuscriptAuthorInputSchema>;

/** An author block of the form (the form names the order `order`). */
export const manuscriptAuthorFormSchema = z.object({ ...authorFields, order: authorOrder });
export type ManuscriptAuthorFormValues = z.input<typeof manuscriptAuthorFormSchema>;

const keywordItem = z
  .string()
  .trim()
  .min(1, msg('field.blankItems', { field: 'keywords' }))
  .max(100, tooLong('keyword', 100));
/** Keywords: a list, or comma-separated text (split, trimmed, blanks dropped). */
const keywordsField = z
  .union([z.array(z.string()), z.string().max(5000, tooLong('keywords', 5000))], {
    error: msg('manuscript.keywordsList'),
  })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(',')).map((k) => k.trim()).filter((k) => k.length > 0),
  )
  .pipe(z.array(keywordItem).max(30, msg('manuscript.maxKeywords', { max: 30 })));

/** A manuscript type the API accepts (the form and the list filter offer subsets). */
export const manuscriptTypeSchema = z.enum(MANUSCRIPT_TYPES, {
  error: msg('field.oneOf', { field: 'manuscript_type', values: MANUSCRIPT_TYPES.join(', ') }),
});

const contentFields = {
  title: requiredText(M.titleRequired, 'title', 500),
  abstract: requiredText(M.abstractRequired, 'abstract', 10_000),
  keywords: keywordsField.optional(),
  manuscript_type: manuscriptTypeSchema.optional(),
  doi: optionalPattern(DOI_PATTERN, M.doiInvalid, 255),
};

/** POST journals/{journal_id}/manuscripts (multipart fields after parsing). */
export const manuscriptCreateSchema = z
  .object({
    ...contentFields,
    journal_id: idOf(M.journalRequired).optional(),
    submission_notes: optionalText('submission_notes', 5000),
    authors: authorList(manuscriptAuthorInputSchema),
    tag_ids: tagIdsSchema.optional(),
    /** Submit at once (draft → submitted) instead of saving a draft. */
    submit: z.boolean({ error: msg('field.boolean', { field: 'submit' }) }).optional(),
    /** Reviewers the authors suggest / ask to exclude (./reviewer-preferences). */
    ...reviewerPreferenceFields,
  })
  .superRefine(checkNotBoth);
export type ManuscriptCreateInput = z.output<typeof manuscriptCreateSchema>;

/** PUT manuscripts/{id}: any subset; a given `authors` list replaces the authors. */
export const manuscriptUpdateSchema = z
  .object({
    title: contentFields.title.optional(),
    abstract: contentFields.abstract.optional(),
    keywords: contentFields.keywords,
    manuscript_type: contentFields.manuscript_type,
    doi: contentFields.doi,
    journal_id: idOf(M.journalRequired).optional(),
    authors: authorList(manuscriptAuthorInputSchema).optional(),
    tag_ids: tagIdsSchema.optional(),
    /** A given list replaces that list; an absent one keeps it. */
    ...reviewerPreferenceFields,
  })
  .superRefine(checkNotBoth);
export type ManuscriptUpdateInput = z.output<typeof manuscriptUpdateSchema>;

/** The manuscript form (the file is checked apart: it is not JSON). */
export const manuscriptFormSchema = z
  .object({
    title: contentFields.title,
    abstract: contentFields.abstract,
    journal_id: idOf(M.journalRequired),
    keywords: z.string().max(5000, tooLong('keywords', 5000)).optional(),
    // The form offers MANUSCRIPT_FORM_TYPES; an edited manuscript may still carry case_study.
    manuscript_type: manuscriptTypeSchema.optional(),
    doi: contentFields.doi,
    submission_notes: optionalText('submission_notes', 5000),
    authors: authorList(manuscriptAuthorFormSchema),
    tag_ids: tagIdsSchema.optional(),
    ...reviewerPreferenceFields,
  })
  .superRefine(checkNotBoth);
export type ManuscriptFormValues = z.input<typeof manuscriptFormSchema>;
export type ManuscriptFormOutput = z.output<typeof manuscriptFormSchema>;

/**
 * The multipart fields of a create, in the API's names (the caller appends
 * `manuscript_file`). Booleans are sent as 1/0, the order as `author_order`.
 */
export function manuscriptMultipartEntries(
  values: ManuscriptFormOutput,
  options: { submit?: boolean } = {},
): [string, string][] {
  const entries: [string, string][] = [
    ['title', values.title],
    ['abstract', values.abstract],
    ['journal_id', String(values.journal_id)],
  ];
  if (values.keywords) entries.push(['keywords', values.keywords]);
  if (values.manuscript_type) entries.push(['manuscript_type', values.manuscript_type]);
  if (values.doi) entries.push(['doi', values.doi]);
  if (values.submission_notes) entries.push(['submission_notes', values.submission_notes]);
  if (values.tag_ids?.length) entries.push(['tag_ids', JSON.stringify(values.tag_ids)]);
  if (options.submit !== undefined) entries.push(['submit', options.submit ? '1' : '0']);
  // The reviewer lists travel as JSON text (the API parses them like tag_ids).
  if (values.suggested_reviewers?.length)
    entries.push(['suggested_reviewers', JSON.stringify(values.suggested_reviewers)]);
  if (values.excluded_reviewers?.length)
    entries.push(['excluded_reviewers', JSON.stringify(values.excluded_reviewers)]);
  values.authors.forEach((a, i) => {
    const put = (key: string, value: string | null | undefined) => {
      if (value !== null && value !== undefined && value !== '')
        entries.push([`authors[${i}][${key}]`, value]);
    };
    put('first_name', a.first_name);
    put('last_name', a.last_name);
    put('email', a.email);
    put('institution', a.institution);
    put('department', a.department);
    put('orcid', a.orcid);
    put('contribution', a.contribution);
    put('is_corresponding', a.is_corresponding ? '1' : '0');
    put('author_order', String(a.order));
  });
  return entries;
}

export const manuscriptStatusChangeSchema = z.object({
  status: z.enum(MANUSCRIPT_STATUSES, {
    error: msg('field.oneOf', { field: 'status', values: MANUSCRIPT_STATUSES.join(', ') }),
  }),
  /**
   * A change that is a decision (docs/workflow.md): the letter to the author,
   * unless `letter` is given. Any other change: a note for the editors.
   */
  notes: optionalText('notes', 5000),
  /** The letter to the author (decisions only; sent with the decision). */
  letter: optionalText('letter', 20000),
  /** A note for the editors: never shown to authors or reviewers. */
  internal_note: optionalText('internal_note', 5000),
  /** With under_review: the reviewers to assign (users holding the reviewer role). */
  reviewer_ids: z
    .array(idOf(msg('manuscript.reviewerIds')), { error: msg('manuscript.reviewerIds') })
    .max(10, msg('manuscript.maxReviewers', { max: 10 }))
    .optional(),
  /** With revision_requested: minor or major revisions (absent: major) and the due date. */
  ...revisionRequestFields,
});
export type ManuscriptStatusChange = z.output<typeof manuscriptStatusChangeSchema>;

export const manuscriptSubmitSchema = z.object({
  journal_id: idOf(msg('manuscript.journalId')).optional(),
  /** Recorded with the draft → submitted step of the status history. */
  notes: optionalText('notes', 5000),
});

export const manuscriptReviewersSchema = z.object({
  reviewer_ids: manuscriptStatusChangeSchema.shape.reviewer_ids.unwrap(),
});
export type ManuscriptReviewersInput = z.output<typeof manuscriptReviewersSchema>;

/** POST manuscripts/{id}/authors: adds or updates authors (matched by user_id, else email). */
export const manuscriptAuthorLinkSchema = z
  .object({
    user_id: idOf(msg('manuscript.userId')).nullable().optional(),
    first_name: authorFields.first_name.optional(),
    last_name: authorFields.last_name.optional(),
    email: authorEmail.optional(),
    institution: authorFields.institution.optional(),
    department: authorFields.department,
    orcid: authorFields.orcid,
    is_corresponding: authorFields.is_corresponding.default(false),
    author_order: authorOrder,
    contribution: authorFields.contribution,
  })
  .superRefine((author, ctx) => {
    if (author.user_id) return;
    const required = [
      ['first_name', M.firstNameRequired],
      ['last_name', M.lastNameRequired],
      ['email', M.emailRequired],
      ['institution', M.institutionRequired],
    ] as const;
    for (const [field, message] of required) {
      if (!author[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export const manuscriptAuthorsPayloadSchema = z.object({
  authors: z
    .array(manuscriptAuthorLinkSchema, { error: M.authorsRequired })
    .min(1, M.authorsRequired)
    .max(50, msg('manuscript.maxAuthors', { max: 50 })),
});
export type ManuscriptAuthorsPayload = z.output<typeof manuscriptAuthorsPayloadSchema>;

export const reviewCreateSchema = z.object({
  rating: z
    .number({ error: msg('manuscript.ratingInvalid') })
    .int(msg('manuscript.ratingInvalid'))
    .min(1, msg('manuscript.ratingInvalid'))
    .max(5, msg('manuscript.ratingInvalid')),
  title: optionalText('title', 255),
  content: requiredText(msg('manuscript.reviewContentRequired'), 'content', 20_000),
});
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;
