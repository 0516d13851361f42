// Journals: the API payload (lists as arrays, numbers as numbers) and the form
// (comma-separated lists, numbers as text). The form schema validates with the
// spec's messages and outputs the payload. The shared field schemas are in
// journal-fields.ts, the Status/Active rule in journal-active-status.ts, the
// entity in journal-entity.ts and the list query in journal-list.ts.
import { z } from 'zod';
import { tagIdsSchema } from './tag';
import { msg } from './messages';
import {
  categoryIds,
  choiceFields,
  JOURNAL_DEFAULTS,
  JOURNAL_LIST_FIELDS,
  type JournalListField,
  listFields,
  NUMBER_FIELDS,
  NUMBER_LIMITS,
  numberFields,
  numberRange,
  type NumberField,
  splitList,
  textFields,
} from './journal-fields';
import { tooLong } from './text-fields';
import { activeMatchesStatus, activeMatchesStatusIssue } from './journal-active-status';
import { type Journal } from './journal-entity';

export {
  ISSN_PATTERN,
  JOURNAL_DEFAULTS,
  JOURNAL_LIST_FIELDS,
  JOURNAL_MESSAGES,
  JOURNAL_STATUSES,
  PEER_REVIEW_TYPES,
  PUBLICATION_FREQUENCIES,
  splitList,
  type JournalListField,
  type JournalStatus,
  type PeerReviewType,
  type PublicationFrequency,
} from './journal-fields';
export { activeContradictsStatus } from './journal-active-status';
export * from './journal-entity';
export * from './journal-list';

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
      share_reviews_with_reviewers: JOURNAL_DEFAULTS.share_reviews_with_reviewers,
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
