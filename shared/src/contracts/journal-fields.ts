// Journals: the constants and the field schemas the payload, the form and the
// list share (see journal.ts for the payload and form, journal-entity.ts for
// the entity, journal-list.ts for the list query).
import { z } from 'zod';
import { type FieldName, msg } from './messages';
import { optionalPattern, optionalText, requiredText } from './text-fields';

export const PUBLICATION_FREQUENCIES = ['monthly', 'quarterly', 'biannual', 'annual'] as const;
export type PublicationFrequency = (typeof PUBLICATION_FREQUENCIES)[number];
export const PEER_REVIEW_TYPES = ['single_blind', 'double_blind', 'open'] as const;
export type PeerReviewType = (typeof PEER_REVIEW_TYPES)[number];
export const JOURNAL_STATUSES = ['active', 'inactive', 'under_review', 'suspended'] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];

/** Validation messages as message codes: render them with renderMessage / useMessageText. */
export const JOURNAL_MESSAGES = {
  titleRequired: msg('journal.titleRequired'),
  descriptionRequired: msg('journal.descriptionRequired'),
  issn: msg('journal.issn'),
  eIssn: msg('journal.eIssn'),
  url: msg('journal.url'),
  email: msg('journal.email'),
  activeNeedsActiveStatus: msg('journal.activeNeedsActiveStatus'),
} as const;

/** New journal defaults (the product's). */
export const JOURNAL_DEFAULTS = {
  publication_frequency: 'monthly',
  is_active: true,
  is_open_access: false,
  is_peer_reviewed: true,
  peer_review_type: 'double_blind',
  share_reviews_with_reviewers: false,
  status: 'active',
  languages: ['en'],
} as const satisfies {
  publication_frequency: PublicationFrequency;
  is_active: boolean;
  is_open_access: boolean;
  is_peer_reviewed: boolean;
  peer_review_type: PeerReviewType;
  share_reviews_with_reviewers: boolean;
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

const optionalUrl = () => optionalPattern(URL_PATTERN, JOURNAL_MESSAGES.url, 2048);

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

export const textFields = {
  title: requiredText(JOURNAL_MESSAGES.titleRequired, 'title', 255),
  description: requiredText(JOURNAL_MESSAGES.descriptionRequired, 'description', 10_000),
  abbreviation: optionalText('abbreviation', 100),
  issn: optionalPattern(ISSN_PATTERN, JOURNAL_MESSAGES.issn, 9),
  e_issn: optionalPattern(ISSN_PATTERN, JOURNAL_MESSAGES.eIssn, 9),
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

export const enumField = <T extends readonly [string, ...string[]]>(values: T, field: FieldName) =>
  z.enum(values, { error: msg('field.oneOf', { field, values: values.join(', ') }) });

export const choiceFields = {
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
  share_reviews_with_reviewers: z
    .boolean({ error: msg('field.boolean', { field: 'share_reviews_with_reviewers' }) })
    .optional(),
};

export const numberRange = (field: NumberField, max: number, int = false) => {
  let n = z
    .number({ error: msg('field.number', { field }) })
    .min(0, msg('field.min', { field, min: 0 }))
    .max(max, msg('field.max', { field, max }));
  if (int) n = n.int(msg('field.integer', { field }));
  return n;
};

export const NUMBER_LIMITS = {
  submission_fee: [1_000_000, false],
  publication_fee: [1_000_000, false],
  impact_factor: [1_000, false],
  h_index: [10_000, true],
  citation_score: [1_000_000, false],
  total_issues: [1_000_000, true],
  acceptance_rate: [100, false],
  avg_review_time_days: [10_000, true],
} as const;
export type NumberField = keyof typeof NUMBER_LIMITS;
export const NUMBER_FIELDS = Object.keys(NUMBER_LIMITS) as NumberField[];

export const numberFields = Object.fromEntries(
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
export const listFields = Object.fromEntries(
  JOURNAL_LIST_FIELDS.map((f) => [
    f,
    z
      .array(listItem(f), { error: msg('field.textList', { field: f }) })
      .max(50, msg('field.maxItems', { field: f, max: 50 }))
      .optional(),
  ]),
) as { [K in JournalListField]: z.ZodOptional<z.ZodArray<ReturnType<typeof listItem>>> };

const CATEGORY_IDS_MESSAGE = msg('journal.categoryIds');
export const categoryIds = z
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
