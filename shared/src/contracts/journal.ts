// Journals: the entity, the form (comma-separated lists, numbers as text) and
// the API payload (lists as arrays, numbers as numbers). The form schema
// validates with the spec's messages and outputs the payload.
import { z } from 'zod';
import { tagFilterSchema, tagIdsSchema, tagSummarySchema } from './tag';
import { makePaginationQuery, searchSchema } from './common';
import { type FieldName, msg } from './messages';

export const PUBLICATION_FREQUENCIES = ['monthly', 'quarterly', 'biannual', 'annual'] as const;
export type PublicationFrequency = (typeof PUBLICATION_FREQUENCIES)[number];
export const PEER_REVIEW_TYPES = ['single_blind', 'double_blind', 'open'] as const;
export type PeerReviewType = (typeof PEER_REVIEW_TYPES)[number];
export const JOURNAL_STATUSES = ['active', 'inactive', 'under_review', 'suspended'] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];

/** The spec's messages (§5), as message codes: render them with renderMessage / useMessageText. */
export const JOURNAL_MESSAGES = {
  titleRequired: msg('journal.titleRequired'),
  descriptionRequired: msg('journal.descriptionRequired'),
  issn: msg('journal.issn'),
  eIssn: msg('journal.eIssn'),
  url: msg('journal.url'),
  email: msg('journal.email'),
  activeNeedsActiveStatus: msg('journal.activeNeedsActiveStatus'),
} as const;

/** New journal defaults (spec §9). */
export const JOURNAL_DEFAULTS = {
  publication_frequency: 'monthly',
  is_active: true,
  is_open_access: false,
  is_peer_reviewed: true,
  peer_review_type: 'double_blind',
  status: 'active',
  languages: ['en'],
} as const satisfies {
  publication_frequency: PublicationFrequency;
  is_active: boolean;
  is_open_access: boolean;
  is_peer_reviewed: boolean;
  peer_review_type: PeerReviewType;
  status: JournalStatus;
  languages: string[];
};

/** The five list fields (comma-separated text on the form). */
export const JOURNAL_LIST_FIELDS = [
  'indexing_databases',
  'subject_areas',
  'keywords',
  'languages',
  'manuscript_types',
] as const;
export type JournalListField = (typeof JOURNAL_LIST_FIELDS)[number];

/** Splits comma-separated text, trims each item and drops blanks. */
export function splitList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const ISSN_PATTERN = /^\d{4}-\d{3}[\dX]$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const tooLong = (field: FieldName, max: number) => msg('field.maxLength', { field, max });

/** Optional text: '' and null mean "none" (null). */
const optionalText = (field: FieldName, max: number) =>
  z
    .string({ error: msg('field.text', { field }) })
    .trim()
    .max(max, tooLong(field, max))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    // One check, one message: too long or malformed are the same mistake here.
    .refine((v) => v === '' || (v.length <= max && pattern.test(v)), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const optionalUrl = () => optionalPattern(2048, URL_PATTERN, JOURNAL_MESSAGES.url);

const optionalEmail = z
  .string({ error: JOURNAL_MESSAGES.email })
  .trim()
  .refine(
    (v) => v === '' || (v.length <= 255 && z.email().safeParse(v).success),
    JOURNAL_MESSAGES.email,
  )
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const requiredText = (message: string, field: FieldName, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(field, max));

const textFields = {
  title: requiredText(JOURNAL_MESSAGES.titleRequired, 'title', 255),
  description: requiredText(JOURNAL_MESSAGES.descriptionRequired, 'description', 10_000),
  abbreviation: optionalText('abbreviation', 100),
  issn: optionalPattern(9, ISSN_PATTERN, JOURNAL_MESSAGES.issn),
  e_issn: optionalPattern(9, ISSN_PATTERN, JOURNAL_MESSAGES.eIssn),
  publisher: optionalText('publisher', 255),
  website_url: optionalUrl(),
  contact_email: optionalEmail,
  country: optionalText('country', 100),
  logo_url: optionalUrl(),
  cover_image_url: optionalUrl(),
  cover_image: optionalText('cover_image', 2048),
  aims: optionalText('aims', 20_000),
  scope: optionalText('scope', 20_000),
  submission_guidelines: optionalText('submission_guidelines', 20_000),
  review_policy: optionalText('review_policy', 20_000),
  editorial_policies: optionalText('editorial_policies', 20_000),
  admin_notes: optionalText('admin_notes', 20_000),
};

const enumField = <T extends readonly [string, ...string[]]>(values: T, field: FieldName) =>
  z.enum(values, { error: msg('field.oneOf', { field, values: values.join(', ') }) });

const choiceFields = {
  publication_frequency: enumField(PUBLICATION_FREQUENCIES, 'publication_frequency').optional(),
  peer_review_type: enumField(PEER_REVIEW_TYPES, 'peer_review_type').optional(),
  status: enumField(JOURNAL_STATUSES, 'status').optional(),
  is_active: z.boolean({ error: msg('field.boolean', { field: 'is_active' }) }).optional(),
  is_open_access: z
    .boolean({ error: msg('field.boolean', { field: 'is_open_access' }) })
    .optional(),
  is_peer_reviewed: z
    .boolean({ error: msg('field.boolean', { field: 'is_peer_reviewed' }) })
    .optional(),
};

const numberRange = (field: NumberField, max: number, int = false) => {
  let n = z
    .number({ error: msg('field.number', { field }) })
    .min(0, msg('field.min', { field, min: 0 }))
    .max(max, msg('field.max', { field, max }));
  if (int) n = n.int(msg('field.integer', { field }));
  return n;
};

const NUMBER_LIMITS = {
  submission_fee: [1_000_000, false],
  publication_fee: [1_000_000, false],
  impact_factor: [1_000, false],
  h_index: [10_000, true],
  citation_score: [1_000_000, false],
  total_issues: [1_000_000, true],
  acceptance_rate: [100, false],
  avg_review_time_days: [10_000, true],
} as const;
type NumberField = keyof typeof NUMBER_LIMITS;
const NUMBER_FIELDS = Object.keys(NUMBER_LIMITS) as NumberField[];

const numberFields = Object.fromEntries(
  NUMBER_FIELDS.map((f) => [
    f,
    numberRange(f, NUMBER_LIMITS[f][0], NUMBER_LIMITS[f][1]).nullable().optional(),
  ]),
) as { [K in NumberField]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> };

const listItem = (field: JournalListField) =>
  z
    .string({ error: msg('field.textList', { field }) })
    .trim()
    .min(1, msg('field.blankItems', { field }))
    .max(100, msg('field.itemMaxLength', { field, max: 100 }));
const listFields = Object.fromEntries(
  JOURNAL_LIST_FIELDS.map((f) => [
    f,
    z
      .array(listItem(f), { error: msg('field.textList', { field: f }) })
      .max(50, msg('field.maxItems', { field: f, max: 50 }))
      .optional(),
  ]),
) as { [K in JournalListField]: z.ZodOptional<z.ZodArray<ReturnType<typeof listItem>>> };

const CATEGORY_IDS_MESSAGE = msg('journal.categoryIds');
const categoryIds = z
  .array(
    z
      .number({ error: CATEGORY_IDS_MESSAGE })
      .int(CATEGORY_IDS_MESSAGE)
      .positive(CATEGORY_IDS_MESSAGE)
      .max(2_147_483_647, CATEGORY_IDS_MESSAGE),
    { error: CATEGORY_IDS_MESSAGE },
  )
  .max(50, msg('field.maxItems', { field: 'category_ids', max: 50 }))
  .optional();

// Status is the journal's standing (active, inactive, under review, suspended);
// is_active says whether it takes new submissions (spec §8). They used to
// contradict each other (Status "Under Review" next to Active). The rule: a
// journal can be active only while its status is active.

/** True when the pair contradicts itself: active (open to submissions) with a status other than active. */
export function activeContradictsStatus(status: string | undefined, isActive: boolean | undefined) {
  return isActive === true && status !== undefined && status !== 'active';
}

/** The rule above as a zod refinement, reported at is_active; runs even when other fields fail. */
const activeMatchesStatus = (v: { status?: string; is_active?: boolean }) =>
  !activeContradictsStatus(v.status, v.is_active);
const activeMatchesStatusIssue = {
  path: ['is_active'],
  message: JOURNAL_MESSAGES.activeNeedsActiveStatus,
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

const journalPayloadObject = z.object({
  ...textFields,
  ...choiceFields,
  ...numberFields,
  ...listFields,
  category_ids: categoryIds,
  tag_ids: tagIdsSchema.optional(),
});

/**
 * POST journals (defaults of JOURNAL_DEFAULTS apply to omitted fields; an omitted
 * is_active follows the status).
 */
export const journalPayloadSchema = journalPayloadObject.refine(
  activeMatchesStatus,
  activeMatchesStatusIssue,
);
export type JournalPayload = z.output<typeof journalPayloadSchema>;

/**
 * PUT journals/{id}: any subset of the payload; given fields are validated alike
 * (the server checks a status or is_active alone against the stored journal).
 */
export const journalUpdateSchema = journalPayloadObject
  .partial()
  .refine(activeMatchesStatus, activeMatchesStatusIssue);
export type JournalUpdatePayload = z.output<typeof journalUpdateSchema>;

// ── The form ────────────────────────────────────────────────────────────────

/** A number input: '' / null → null; text is parsed; h_index must be an integer. */
const formNumber = (field: NumberField) => {
  const [max, int] = NUMBER_LIMITS[field];
  const target = numberRange(field, max, int).nullable();
  return z
    .union([z.number(), z.string().max(50, msg('field.number', { field })), z.null()])
    .optional()
    .transform((v) => {
      if (v === undefined || v === null) return null;
      if (typeof v === 'number') return v;
      const trimmed = v.trim();
      return trimmed === '' ? null : Number(trimmed);
    })
    .pipe(target);
};

const formList = (field: JournalListField) =>
  z
    .string()
    .max(5000, tooLong(field, 5000))
    .optional()
    .transform((v) => splitList(v))
    .pipe(listFields[field].unwrap());

const formNumberFields = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, formNumber(f)])) as {
  [K in NumberField]: ReturnType<typeof formNumber>;
};
const formListFields = Object.fromEntries(JOURNAL_LIST_FIELDS.map((f) => [f, formList(f)])) as {
  [K in JournalListField]: ReturnType<typeof formList>;
};

/** The journal form: validates with the spec's messages and outputs a JournalPayload. */
export const journalFormSchema = z
  .object({
    ...textFields,
    ...choiceFields,
    ...formNumberFields,
    ...formListFields,
    category_ids: categoryIds,
    tag_ids: tagIdsSchema.optional(),
  })
  .refine(activeMatchesStatus, activeMatchesStatusIssue);
export type JournalFormValues = z.input<typeof journalFormSchema>;

// ── The entity ──────────────────────────────────────────────────────────────

export const journalCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type JournalCategory = z.infer<typeof journalCategorySchema>;

const nullableText = z.string().nullable();

export const journalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The same as title (the list reads `name`). */
  name: z.string(),
  abbreviation: nullableText,
  description: z.string(),
  issn: nullableText,
  e_issn: nullableText,
  publisher: nullableText,
  publication_frequency: z.string(),
  website_url: nullableText,
  contact_email: nullableText,
  is_active: z.boolean(),
  is_open_access: z.boolean(),
  is_peer_reviewed: z.boolean(),
  peer_review_type: z.string(),
  status: z.string(),
  country: nullableText,
  logo_url: nullableText,
  cover_image_url: nullableText,
  cover_image: nullableText,
  submission_fee: z.number().nullable(),
  publication_fee: z.number().nullable(),
  impact_factor: z.number().nullable(),
  h_index: z.number().int().nullable(),
  citation_score: z.number().nullable(),
  aims: nullableText,
  scope: nullableText,
  submission_guidelines: nullableText,
  review_policy: nullableText,
  editorial_policies: nullableText,
  /** Internal: null unless the reader is staff. */
  admin_notes: nullableText,
  indexing_databases: z.array(z.string()),
  subject_areas: z.array(z.string()),
  keywords: z.array(z.string()),
  languages: z.array(z.string()),
  manuscript_types: z.array(z.string()),
  categories: z.array(journalCategorySchema),
  category_ids: z.array(z.number().int()),
  tags: z.array(tagSummarySchema),
  manuscripts_count: z.number().int(),
  total_manuscripts: z.number().int(),
  total_issues: z.number().int().nullable(),
  acceptance_rate: z.number().nullable(),
  avg_review_time_days: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Journal = z.infer<typeof journalSchema>;

/** Journal entity → form values (edit), or the defaults (create). */
export function toJournalFormValues(journal?: Journal | null): JournalFormValues {
  if (!journal) {
    return {
      title: '',
      description: '',
      publication_frequency: JOURNAL_DEFAULTS.publication_frequency,
      is_active: JOURNAL_DEFAULTS.is_active,
      is_open_access: JOURNAL_DEFAULTS.is_open_access,
      is_peer_reviewed: JOURNAL_DEFAULTS.is_peer_reviewed,
      peer_review_type: JOURNAL_DEFAULTS.peer_review_type,
      status: JOURNAL_DEFAULTS.status,
      languages: JOURNAL_DEFAULTS.languages.join(', '),
      category_ids: [],
      tag_ids: [],
    };
  }
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(textFields)) values[key] = journal[key as keyof Journal] ?? '';
  for (const key of Object.keys(choiceFields)) values[key] = journal[key as keyof Journal];
  for (const key of NUMBER_FIELDS) values[key] = journal[key];
  for (const key of JOURNAL_LIST_FIELDS) values[key] = journal[key].join(', ');
  values.category_ids = journal.category_ids;
  values.tag_ids = journal.tags.map((t) => t.id);
  return values as JournalFormValues;
}

// ── Queries ─────────────────────────────────────────────────────────────────

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], {
    error: msg('field.booleanFilter', { field: 'is_active' }),
  })
  .transform((v) => v === 'true' || v === '1');

export const journalListQuerySchema = makePaginationQuery(10).extend({
  search: searchSchema.optional(),
  status: enumField(JOURNAL_STATUSES, 'status').optional(),
  is_active: booleanQuery.optional(),
  tag: tagFilterSchema,
});
export type JournalListQuery = z.output<typeof journalListQuerySchema>;

/** GET journals/export.csv: the list's filters, no paging. */
export const journalExportQuerySchema = journalListQuerySchema.omit({ page: true, per_page: true });
