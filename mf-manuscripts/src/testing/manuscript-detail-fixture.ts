import { type Manuscript } from '@colophon/shared/contracts';
import { manuscriptFixture } from './manuscript-fixture';

const author = (
  id: number,
  first: string,
  last: string,
  order: number,
  corresponding: boolean,
) => ({
  id,
  user_id: null,
  user: null,
  first_name: first,
  last_name: last,
  name: `${first} ${last}`,
  email: `${first.toLowerCase()}@example.org`,
  institution: 'University of London',
  department: null,
  orcid: null,
  academic_profile: { institution: 'University of London', department: null, orcid: null },
  is_corresponding: corresponding,
  author_order: order,
  order,
  contribution: null,
});

/** What a reader may do: nothing, except the permissions given. */
export const permissionsOf = (
  granted: Partial<Manuscript['permissions']> = {},
): Manuscript['permissions'] => ({
  edit: false,
  delete: false,
  upload_revision: false,
  assign_reviewers: false,
  review: false,
  decide: false,
  recommend: false,
  assign_handling_editor: false,
  ...granted,
});

/** A manuscript as GET manuscripts/{id} sends it, with the given fields changed. */
export function manuscriptDetailFixture(overrides: Partial<Manuscript> = {}): Manuscript {
  return {
    ...manuscriptFixture(12, 'Light in fibres', {
      keywords: ['optics', 'fibres'],
      corresponding_author: { name: 'Ada Lovelace', email: 'ada@example.org' },
      submitter: { id: 6, name: 'Aziz Author' },
    }),
    authors: [author(2, 'Alan', 'Turing', 2, false), author(1, 'Ada', 'Lovelace', 1, true)],
    revisions: [
      {
        id: 31,
        version_number: 2,
        is_current: true,
        changes_summary: 'New figures',
        file_name: 'paper-v2.pdf',
        mime_type: 'application/pdf',
        file_size: 20480,
        download_url: '/api/v1/manuscripts/12/revisions/31/file',
        created_at: '2026-03-04T12:00:00.000Z',
        submitter: { id: 6, name: 'Aziz Author' },
      },
      {
        id: 30,
        version_number: 1,
        is_current: false,
        changes_summary: 'Initial submission',
        file_name: 'paper.pdf',
        mime_type: 'application/pdf',
        file_size: 10240,
        download_url: '/api/v1/manuscripts/12/revisions/30/file',
        created_at: '2026-03-01T12:00:00.000Z',
        submitter: { id: 6, name: 'Aziz Author' },
      },
    ],
    reviews: [
      {
        id: 5,
        rating: 4,
        title: 'Solid work',
        content: 'Sound methods.',
        is_verified: true,
        created_at: '2026-03-06T12:00:00.000Z',
        user: null,
      },
    ],
    status_history: [
      {
        id: 1,
        from_status: null,
        to_status: 'draft',
        notes: 'Manuscript created',
        letter: null,
        internal_note: 'Manuscript created',
        revision_kind: null,
        user: { id: 6, name: 'Aziz Author' },
        created_at: '2026-03-01T12:00:00.000Z',
      },
      {
        id: 2,
        from_status: 'draft',
        to_status: 'submitted',
        notes: null,
        letter: null,
        internal_note: null,
        revision_kind: null,
        user: { id: 6, name: 'Aziz Author' },
        created_at: '2026-03-02T12:00:00.000Z',
      },
      {
        id: 3,
        from_status: 'submitted',
        to_status: 'under_review',
        notes: 'Two reviewers please',
        letter: null,
        internal_note: 'Two reviewers please',
        revision_kind: null,
        user: { id: 3, name: 'Eleanor Editor' },
        created_at: '2026-03-03T12:00:00.000Z',
      },
    ],
    allowed_transitions: ['revision_requested', 'accepted', 'rejected', 'withdrawn'],
    permissions: {
      edit: true,
      delete: true,
      upload_revision: true,
      assign_reviewers: true,
      review: false,
      decide: false,
      recommend: false,
      assign_handling_editor: false,
    },
    reviewers: [],
    handling_editor: null,
    allowed_decisions: [],
    published_at: null,
    revision_due_at: null,
    ...overrides,
  };
}
