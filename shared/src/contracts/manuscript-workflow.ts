// Manuscripts: statuses, types, the editorial workflow, messages and the
// accepted files (no schemas: the form, the API and the list read these).
import { msg } from './messages';

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

/** The status filter of the list: the six statuses a reader looks for most. */
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

/** Validation messages as message codes: render them with renderMessage / useMessageText. */
export const MANUSCRIPT_MESSAGES = {
  titleRequired: msg('manuscript.titleRequired'),
  abstractRequired: msg('manuscript.abstractRequired'),
  journalRequired: msg('manuscript.journalRequired'),
  authorsRequired: msg('manuscript.authorsRequired'),
  correspondingRequired: msg('manuscript.correspondingRequired'),
  firstNameRequired: msg('manuscript.firstNameRequired'),
  lastNameRequired: msg('manuscript.lastNameRequired'),
  emailRequired: msg('manuscript.emailRequired'),
  emailInvalid: msg('manuscript.emailInvalid'),
  institutionRequired: msg('manuscript.institutionRequired'),
  orderRequired: msg('manuscript.orderRequired'),
  orcidInvalid: msg('manuscript.orcidInvalid'),
  doiInvalid: msg('manuscript.doiInvalid'),
  fileRequired: msg('manuscript.fileRequired'),
  fileType: msg('manuscript.fileType'),
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
