// Manuscripts: statuses and the editorial workflow, the form, the API payloads
// and the entity (with authors, revisions, reviews and status history).
import { z } from 'zod';
import { makePaginationQuery, paginationMetaSchema, searchSchema } from './common';

export const MANUSCRIPT_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'revision_requested',
  'revised',
  'accepted',
  'rejected',
  'published',
  'withdrawn',
] as const;
export type ManuscriptStatus = (typeof MANUSCRIPT_STATUSES)[number];

/** The status filter of the list (spec §2). */
export const MANUSCRIPT_STATUS_FILTERS = [
  'draft',
  'submitted',
  'under_review',
  'accepted',
  'published',
  'rejected',
] as const satisfies readonly ManuscriptStatus[];

/** Types offered by the form. */
export const MANUSCRIPT_FORM_TYPES = [
  'research_article',
  'review_article',
  'case_report',
  'short_communication',
  'editorial',
  'letter',
  'book_review',
] as const;
/** Types offered by the list filter (case_study instead of case_report, no book_review). */
export const MANUSCRIPT_FILTER_TYPES = [
  'research_article',
  'review_article',
  'case_study',
  'short_communication',
  'editorial',
  'letter',
] as const;
/** Every type the API accepts: both readings of the spec. */
export const MANUSCRIPT_TYPES = [...MANUSCRIPT_FORM_TYPES, 'case_study'] as const;
export type ManuscriptType = (typeof MANUSCRIPT_TYPES)[number];

/** Who may take a transition: the manuscript's own author(s) or an editor. */
export type WorkflowActor = 'author' | 'editor';
export type WorkflowTransition = {
  to: ManuscriptStatus;
  by: readonly WorkflowActor[];
  /** Reached by uploading a revision (POST manuscripts/{id}/revisions), not by a status call. */
  viaRevision?: true;
};

/**
 * The editorial state machine (docs/workflow.md). accepted, rejected, published
 * and withdrawn are final, except accepted → published.
 */
export const MANUSCRIPT_WORKFLOW: Record<ManuscriptStatus, readonly WorkflowTransition[]> = {
  draft: [
    { to: 'submitted', by: ['author', 'editor'] },
    { to: 'withdrawn', by: ['author', 'editor'] },
  ],
  submitted: [
    { to: 'under_review', by: ['editor'] },
    { to: 'rejected', by: ['editor'] },
    { to: 'withdrawn', by: ['author', 'editor'] },
  ],
  under_review: [
    { to: 'revision_requested', by: ['editor'] },
    { to: 'accepted', by: ['editor'] },
    { to: 'rejected', by: ['editor'] },
    { to: 'withdrawn', by: ['author', 'editor'] },
  ],
  revision_requested: [
    { to: 'revised', by: ['author', 'editor'], viaRevision: true },
    { to: 'withdrawn', by: ['author', 'editor'] },
  ],
  revised: [
    { to: 'under_review', by: ['editor'] },
    { to: 'accepted', by: ['editor'] },
    { to: 'rejected', by: ['editor'] },
    { to: 'withdrawn', by: ['author', 'editor'] },
  ],
  accepted: [{ to: 'published', by: ['editor'] }],
  rejected: [],
  published: [],
  withdrawn: [],
};

/** Statuses in which an author may still edit the manuscript and its authors. */
export const AUTHOR_EDITABLE_STATUSES: readonly ManuscriptStatus[] = [
  'draft',
  'revision_requested',
];

export const MANUSCRIPT_MESSAGES = {
  titleRequired: 'Title is required',
  abstractRequired: 'Abstract is required',
  journalRequired: 'Journal selection is required',
  authorsRequired: 'At least one author is required',
  correspondingRequired: 'At least one corresponding author is required',
  firstNameRequired: 'Author first name is required',
  lastNameRequired: 'Author last name is required',
  emailRequired: 'Author email is required',
  emailInvalid: 'Invalid email format',
  institutionRequired: 'Author institution is required',
  orderRequired: 'Author order is required',
  orcidInvalid: 'Invalid ORCID format (e.g., 0000-0002-1825-0097)',
  doiInvalid: 'Invalid DOI format (e.g., 10.1000/xyz123)',
  fileRequired: 'The manuscript file is required',
  fileType: 'The manuscript file must be a PDF, DOC or DOCX document',
} as const;

/** Accepted manuscript files: checked by content (magic bytes) on the server. */
export const MANUSCRIPT_FILE_TYPES = [
  { extension: '.pdf', mime: 'application/pdf', label: 'PDF' },
  { extension: '.doc', mime: 'application/msword', label: 'Word (doc)' },
  {
    extension: '.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word (docx)',
  },
] as const;
export type ManuscriptFileExtension = (typeof MANUSCRIPT_FILE_TYPES)[number]['extension'];
/** The `accept` attribute of the file input. */
export const MANUSCRIPT_FILE_ACCEPT = MANUSCRIPT_FILE_TYPES.flatMap((t) => [
  t.extension,
  t.mime,
]).join(',');
/** Default upload limit (the API reads UPLOAD_MAX_BYTES). */
export const MANUSCRIPT_FILE_MAX_BYTES = 20 * 1024 * 1024;

// ── Field schemas ───────────────────────────────────────────────────────────

const M = MANUSCRIPT_MESSAGES;
const tooLong = (label: string, max: number) =>
  `The ${label} may not be greater than ${max} characters`;

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be a text` })
    .trim()
    .max(max, tooLong(label, max))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    // One check, one message: too long or malformed are the same mistake here.
    .refine((v) => v === '' || (v.length <= max && pattern.test(v)), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

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
  .min(1, 'The author order must be at least 1')
  .max(1000, 'The author order may not be greater than 1000');

const authorFields = {
  first_name: requiredText(M.firstNameRequired, 'first name', 100),
  last_name: requiredText(M.lastNameRequired, 'last name', 100),
  email: authorEmail,
  institution: requiredText(M.institutionRequired, 'institution', 255),
  department: optionalText('department', 255),
  orcid: optionalPattern(ORCID_PATTERN, M.orcidInvalid, 19),
  is_corresponding: z.boolean({ error: 'The is corresponding field must be true or false' }),
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
    .max(50, 'A manuscript may not have more than 50 authors')
    .refine(hasCorresponding, {
      message: M.correspondingRequired,
      when: (payload) => Array.isArray(payload.value) && payload.value.length > 0,
    });

/** An author as the API takes it (multipart `authors[i][…]`, PUT, POST authors). */
export const manuscriptAuthorInputSchema = z.object({
  ...authorFields,
  is_corresponding: authorFields.is_corresponding.default(false),
  author_order: authorOrder,
  user_id: idOf('The user id must be a user id').nullable().optional(),
});
export type ManuscriptAuthorInput = z.output<typeof manuscriptAuthorInputSchema>;

/** An author block of the form (the form names the order `order`). */
export const manuscriptAuthorFormSchema = z.object({ ...authorFields, order: authorOrder });
export type ManuscriptAuthorFormValues = z.input<typeof manuscriptAuthorFormSchema>;

const keywordItem = z.string().trim().min(1).max(100, tooLong('keyword', 100));
/** Keywords: a list, or comma-separated text (split, trimmed, blanks dropped). */
const keywordsField = z
  .union([z.array(z.string()), z.string().max(5000, tooLong('keywords', 5000))], {
    error: 'The keywords must be a list or comma-separated text',
  })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(',')).map((k) => k.trim()).filter((k) => k.length > 0),
  )
  .pipe(z.array(keywordItem).max(30, 'A manuscript may not have more than 30 keywords'));

const manuscriptType = z.enum(MANUSCRIPT_TYPES, {
  error: `The manuscript type must be one of ${MANUSCRIPT_TYPES.join(', ')}`,
});

const contentFields = {
  title: requiredText(M.titleRequired, 'title', 500),
  abstract: requiredText(M.abstractRequired, 'abstract', 10_000),
  keywords: keywordsField.optional(),
  manuscript_type: manuscriptType.optional(),
  doi: optionalPattern(DOI_PATTERN, M.doiInvalid, 255),
};

/** POST journals/{journal_id}/manuscripts (multipart fields after parsing). */
export const manuscriptCreateSchema = z.object({
  ...contentFields,
  journal_id: idOf(M.journalRequired).optional(),
  submission_notes: optionalText('submission notes', 5000),
  authors: authorList(manuscriptAuthorInputSchema),
  /** Submit at once (draft → submitted) instead of saving a draft. */
  submit: z.boolean({ error: 'The submit field must be true or false' }).optional(),
});
export type ManuscriptCreateInput = z.output<typeof manuscriptCreateSchema>;

/** PUT manuscripts/{id}: any subset; a given `authors` list replaces the authors. */
export const manuscriptUpdateSchema = z.object({
  title: contentFields.title.optional(),
  abstract: contentFields.abstract.optional(),
  keywords: contentFields.keywords,
  manuscript_type: contentFields.manuscript_type,
  doi: contentFields.doi,
  journal_id: idOf(M.journalRequired).optional(),
  authors: authorList(manuscriptAuthorInputSchema).optional(),
});
export type ManuscriptUpdateInput = z.output<typeof manuscriptUpdateSchema>;

/** The manuscript form (the file is checked apart: it is not JSON). */
export const manuscriptFormSchema = z.object({
  title: contentFields.title,
  abstract: contentFields.abstract,
  journal_id: idOf(M.journalRequired),
  keywords: z.string().max(5000, tooLong('keywords', 5000)).optional(),
  // The form offers MANUSCRIPT_FORM_TYPES; an edited manuscript may still carry case_study.
  manuscript_type: manuscriptType.optional(),
  doi: contentFields.doi,
  submission_notes: optionalText('submission notes', 5000),
  authors: authorList(manuscriptAuthorFormSchema),
});
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
  if (options.submit !== undefined) entries.push(['submit', options.submit ? '1' : '0']);
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
    error: `The status must be one of ${MANUSCRIPT_STATUSES.join(', ')}`,
  }),
  notes: optionalText('notes', 5000),
  /** With under_review: the reviewers to assign (users holding the reviewer role). */
  reviewer_ids: z
    .array(idOf('The reviewer ids must be a list of user ids'), {
      error: 'The reviewer ids must be a list of user ids',
    })
    .max(10, 'A manuscript may not have more than 10 reviewers')
    .optional(),
});
export type ManuscriptStatusChange = z.output<typeof manuscriptStatusChangeSchema>;

export const manuscriptSubmitSchema = z.object({
  journal_id: idOf('The journal id must be a journal id').optional(),
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
    user_id: idOf('The user id must be a user id').nullable().optional(),
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
    .max(50, 'A manuscript may not have more than 50 authors'),
});
export type ManuscriptAuthorsPayload = z.output<typeof manuscriptAuthorsPayloadSchema>;

export const reviewCreateSchema = z.object({
  rating: z
    .number({ error: 'The rating must be a number from 1 to 5' })
    .int('The rating must be a number from 1 to 5')
    .min(1, 'The rating must be a number from 1 to 5')
    .max(5, 'The rating must be a number from 1 to 5'),
  title: optionalText('title', 255),
  content: requiredText('The review content is required', 'content', 20_000),
});
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;

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
  notes: z.string().nullable(),
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

export const manuscriptListQuerySchema = makePaginationQuery(10).extend({
  search: searchSchema.optional(),
  status: emptyAsMissing(
    z.enum(MANUSCRIPT_STATUSES, {
      error: `The status must be one of ${MANUSCRIPT_STATUSES.join(', ')}`,
    }),
  ),
  manuscript_type: emptyAsMissing(manuscriptType),
  journal_id: emptyAsMissing(
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, 'The journal id must be a journal id')
      .transform(Number),
  ),
});
export type ManuscriptListQuery = z.output<typeof manuscriptListQuerySchema>;

export const manuscriptExportQuerySchema = manuscriptListQuerySchema.omit({
  page: true,
  per_page: true,
});
