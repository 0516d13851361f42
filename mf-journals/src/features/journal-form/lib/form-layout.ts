// The journal form's sections and fields, in order. Every editable field of the
// Journal entity appears once; labels and hints come from the
// journals namespace under fields.<name> and hints.<name>.
import {
  JOURNAL_STATUSES,
  PEER_REVIEW_TYPES,
  PUBLICATION_FREQUENCIES,
  type JournalFormValues,
} from '@colophon/shared/contracts';

export type JournalFormField = keyof JournalFormValues & string;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'email'
  | 'number'
  | 'list'
  | 'select'
  | 'switch'
  | 'categories'
  | 'tags';

/** Where a select's option labels live: journals:<optionKeys>.<value>, or common:status.<value>. */
export type OptionKeys = 'frequency' | 'peerReview' | 'status';

export interface FieldSpec {
  name: JournalFormField;
  kind: FieldKind;
  required?: boolean;
  /** Grid columns out of 24 on wide screens (default 12). */
  span?: number;
  options?: readonly string[];
  optionKeys?: OptionKeys;
  /** A unit shown before or after a number ('$', '%', 'days'), a key of units.* */
  prefixKey?: string;
  suffixKey?: string;
  /** Show hints.<name> under the field. */
  hint?: boolean;
  placeholder?: string;
  /** Left-to-right text (identifiers, addresses) even in a right-to-left language. */
  ltr?: boolean;
}

export interface SectionSpec {
  key: string;
  fields: FieldSpec[];
  /** Internal fields: only staff see them. */
  staffOnly?: boolean;
}

export const JOURNAL_FORM_SECTIONS: readonly SectionSpec[] = [
  {
    key: 'basic',
    fields: [
      { name: 'title', kind: 'text', required: true, span: 16 },
      { name: 'abbreviation', kind: 'text', span: 8 },
      { name: 'description', kind: 'textarea', required: true, span: 24 },
      { name: 'publisher', kind: 'text' },
      { name: 'country', kind: 'text' },
    ],
  },
  {
    key: 'identifiers',
    fields: [
      { name: 'issn', kind: 'text', placeholder: '1234-5678', ltr: true },
      { name: 'e_issn', kind: 'text', placeholder: '1234-5678', ltr: true },
      { name: 'website_url', kind: 'url', placeholder: 'https://' },
      { name: 'contact_email', kind: 'email', placeholder: 'editor@example.org' },
    ],
  },
  {
    key: 'publishing',
    fields: [
      {
        name: 'publication_frequency',
        kind: 'select',
        options: PUBLICATION_FREQUENCIES,
        optionKeys: 'frequency',
        span: 8,
      },
      {
        name: 'status',
        kind: 'select',
        options: JOURNAL_STATUSES,
        optionKeys: 'status',
        span: 8,
        hint: true,
      },
      {
        name: 'peer_review_type',
        kind: 'select',
        options: PEER_REVIEW_TYPES,
        optionKeys: 'peerReview',
        span: 8,
      },
      { name: 'is_active', kind: 'switch', span: 8, hint: true },
      { name: 'is_open_access', kind: 'switch', span: 8 },
      { name: 'is_peer_reviewed', kind: 'switch', span: 8 },
      { name: 'share_reviews_with_reviewers', kind: 'switch', span: 24, hint: true },
      { name: 'languages', kind: 'list', span: 24, hint: true, placeholder: 'en, de' },
    ],
  },
  {
    key: 'classification',
    fields: [
      { name: 'category_ids', kind: 'categories', span: 24 },
      { name: 'tag_ids', kind: 'tags', span: 24 },
      { name: 'subject_areas', kind: 'list', hint: true },
      { name: 'keywords', kind: 'list', hint: true },
      {
        name: 'indexing_databases',
        kind: 'list',
        hint: true,
        placeholder: 'Scopus, Web of Science',
      },
      { name: 'manuscript_types', kind: 'list', hint: true },
    ],
  },
  {
    key: 'metrics',
    fields: [
      { name: 'submission_fee', kind: 'number', prefixKey: 'dollar', span: 8, hint: true },
      { name: 'publication_fee', kind: 'number', prefixKey: 'dollar', span: 8, hint: true },
      { name: 'impact_factor', kind: 'number', span: 8 },
      { name: 'h_index', kind: 'number', span: 8 },
      { name: 'citation_score', kind: 'number', span: 8 },
      { name: 'acceptance_rate', kind: 'number', suffixKey: 'percent', span: 8 },
      { name: 'avg_review_time_days', kind: 'number', suffixKey: 'days', span: 8 },
      { name: 'total_issues', kind: 'number', span: 8 },
    ],
  },
  {
    key: 'policies',
    fields: [
      { name: 'aims', kind: 'textarea', span: 24 },
      { name: 'scope', kind: 'textarea', span: 24 },
      { name: 'submission_guidelines', kind: 'textarea', span: 24 },
      { name: 'review_policy', kind: 'textarea', span: 24 },
      { name: 'editorial_policies', kind: 'textarea', span: 24 },
    ],
  },
  {
    key: 'media',
    fields: [
      { name: 'logo_url', kind: 'url', placeholder: 'https://' },
      { name: 'cover_image_url', kind: 'url', placeholder: 'https://' },
      { name: 'cover_image', kind: 'text', span: 24, hint: true, ltr: true },
    ],
  },
  {
    key: 'internal',
    staffOnly: true,
    fields: [{ name: 'admin_notes', kind: 'textarea', span: 24, hint: true }],
  },
];

/** Every field of the form, in order. */
export const JOURNAL_FORM_FIELDS: readonly JournalFormField[] = JOURNAL_FORM_SECTIONS.flatMap(
  (section) => section.fields.map((field) => field.name),
);
