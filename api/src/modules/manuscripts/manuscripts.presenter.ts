// Manuscript rows → the API shapes. What each reader may see of them is the
// visibility policy's to say (editorial/visibility.ts, docs/visibility.md):
// this file asks it for every field that names a person or carries a review,
// a letter or a note.
import type {
  Manuscript,
  ManuscriptAuthor,
  ManuscriptSummary,
  Review,
  StatusHistoryEntry,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList, toBool } from '../../db/portable';
import type { Policy } from '../editorial';
import type { AuthUser } from '../auth';
import { type JournalRef, journalRefs } from '../journals';
import type { Relation } from './manuscript-access';
import * as people from './manuscript-authors.repository';
import {
  type DetailAuthor,
  type DetailRelations,
  type DetailRevision,
  detailRelations,
} from './manuscript-detail.repository';
import { allowedDecisions, permissionsFor } from './manuscript-permissions';
import { listPolicy, policyOf } from './manuscript-policy';
import * as rel from './manuscript-relations.repository';
import type { ManuscriptRow } from './manuscripts.repository';
import type { ListRow } from './manuscripts-page.repository';
import { allowedTransitions } from './workflow';
import { revisionKindsOfHistory } from './revision-kinds';
import { type TagRef, tagsOf } from '../tags';

const fullName = (a: { first_name: string; last_name: string }) =>
  `${a.first_name} ${a.last_name}`.trim();

function toSummary(
  row: ManuscriptRow,
  journal: JournalRef | undefined,
  corresponding: Pick<people.AuthorRow, 'first_name' | 'last_name' | 'email'> | undefined,
  submitter: { id: number; name: string } | undefined,
  policy: Policy,
  tags: TagRef[] = [],
): ManuscriptSummary {
  const named = policy.authorIdentities;
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    keywords: parseJsonList(row.keywords),
    manuscript_type: row.manuscript_type,
    journal_id: row.journal_id,
    journal: journal ? { id: journal.id, title: journal.title, name: journal.title } : null,
    doi: row.doi,
    status: row.status,
    version: row.version,
    submission_date: row.submission_date,
    submission_notes: policy.submissionNotes ? row.submission_notes : null,
    submitter: named && submitter ? { id: submitter.id, name: submitter.name } : null,
    corresponding_author:
      named && corresponding ? { name: fullName(corresponding), email: corresponding.email } : null,
    tags,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A page of manuscripts: 3 queries whatever the page size. */
export async function presentSummaries(
  db: Database,
  actor: AuthUser,
  rows: ManuscriptRow[],
): Promise<ManuscriptSummary[]> {
  const ids = rows.map((r) => r.id);
  const [journals, corresponding, submitters, tags] = await Promise.all([
    journalRefs(
      db,
      rows.map((r) => r.journal_id),
    ),
    people.correspondingAuthorsOf(db, ids),
    people.userNames(
      db,
      rows.map((r) => r.submitter_id),
    ),
    tagsOf(db, 'manuscript', ids),
  ]);
  return rows.map((row) => {
    const journal = journals.get(row.journal_id);
    return toSummary(
      row,
      journal,
      corresponding.get(row.id),
      submitters.get(row.submitter_id),
      listPolicy(actor, row, journal),
      tags.get(row.id),
    );
  });
}

/** A list page read in one statement (manuscripts-page.repository): no further query. */
export function presentListRows(actor: AuthUser, rows: ListRow[]): ManuscriptSummary[] {
  return rows.map((row) => {
    const journal =
      row.journal_title === null
        ? undefined
        : {
            id: row.journal_id,
            title: row.journal_title,
            peer_review_type: row.journal_review ?? '',
          };
    const corresponding =
      row.corresponding_email === null
        ? undefined
        : {
            first_name: row.corresponding_first ?? '',
            last_name: row.corresponding_last ?? '',
            email: row.corresponding_email,
          };
    const submitter =
      row.submitter_name === null ? undefined : { id: row.submitter_id, name: row.submitter_name };
    return toSummary(
      row,
      journal,
      corresponding,
      submitter,
      listPolicy(actor, row, journal),
      row.tags,
    );
  });
}

function toAuthor(
  row: DetailAuthor,
  user: { id: number; name: string; email: string } | undefined,
): ManuscriptAuthor {
  return {
    id: row.id,
    user_id: row.user_id,
    user: user ? { id: user.id, name: user.name, email: user.email } : null,
    first_name: row.first_name,
    last_name: row.last_name,
    name: fullName(row),
    email: row.email,
    institution: row.institution,
    department: row.department,
    orcid: row.orcid,
    academic_profile: {
      institution: row.institution,
      department: row.department,
      orcid: row.orcid,
    },
    is_corresponding: toBool(row.is_corresponding),
    author_order: row.author_order,
    order: row.author_order,
    contribution: row.contribution,
  };
}

export const revisionFileUrl = (manuscriptId: number, revisionId: number) =>
  `/api/v1/manuscripts/${manuscriptId}/revisions/${revisionId}/file`;

type NamedFile = Pick<DetailRevision, 'original_name' | 'version_number'>;

/** A file name that says nothing of its authors: `manuscript-v2.pdf`. */
const anonymousName = (row: NamedFile) => {
  const dot = row.original_name.lastIndexOf('.');
  const extension = dot > 0 ? row.original_name.slice(dot).toLowerCase() : '';
  return `manuscript-v${row.version_number}${extension}`;
};

/** The revision's file name as the reader may read it (listed, and in the download's header). */
export const revisionFileName = (row: NamedFile, policy: Policy) =>
  policy.authorIdentities ? row.original_name : anonymousName(row);

/** Who the revision's uploader is to the reader, and which file name they get. */
export type RevisionView = { policy: Policy; authorIds: ReadonlySet<number> };

/** A revision; without `view`, as its uploader sees it (just uploaded). */
export function toRevision(
  row: DetailRevision,
  submitter: { id: number; name: string } | undefined,
  view?: RevisionView,
) {
  const uploader =
    !view ||
    (submitter !== undefined &&
      view.policy.historyActor(submitter.id, view.authorIds.has(submitter.id)));
  return {
    id: row.id,
    version_number: row.version_number,
    is_current: toBool(row.is_current),
    changes_summary: row.changes_summary,
    file_name: view ? revisionFileName(row, view.policy) : row.original_name,
    mime_type: row.mime_type,
    file_size: row.file_size,
    download_url: revisionFileUrl(row.manuscript_id, row.id),
    created_at: row.created_at,
    submitter: uploader && submitter ? { id: submitter.id, name: submitter.name } : null,
  };
}

/** The ids of the users who wrote the manuscript: its submitter and its authors with accounts. */
export const authorIdsOf = (
  row: { submitter_id: number },
  authors: { user_id: number | null }[],
): ReadonlySet<number> =>
  new Set([row.submitter_id, ...authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id]))]);

/** GET manuscripts/{id}/revisions. */
export async function presentRevisions(db: Database, row: ManuscriptRow, policy: Policy) {
  const [rows, authors] = await Promise.all([
    rel.revisionsOf(db, row.id),
    people.authorsOf(db, row.id),
  ]);
  const users = await people.userNames(
    db,
    rows.map((r) => r.submitter_id),
  );
  const view = { policy, authorIds: authorIdsOf(row, authors) };
  return rows.map((r) =>
    toRevision(r, r.submitter_id === null ? undefined : users.get(r.submitter_id), view),
  );
}

/** What the reader receives of the detail's reviews (the spec's list). */
function presentReviews(
  detail: DetailRelations,
  policy: Policy,
  userRef: (id: number | null) => { id: number; name: string } | null,
): Review[] {
  return detail.reviews.flatMap((r): Review[] => {
    const access = policy.review(r);
    if (!access) return [];
    return [
      {
        id: r.id,
        rating: r.rating,
        title: r.title,
        // Released to the author: the text the editor sent, when edited.
        content: access === 'released' ? (r.author_content ?? r.content) : r.content,
        is_verified: toBool(r.is_verified),
        created_at: r.created_at,
        user: policy.reviewerIdentity(r.user_id) ? userRef(r.user_id) : null,
      },
    ];
  });
}

/** The detail: summary, relations, and the status changes this reader may make. */
export async function presentManuscript(
  db: Database,
  actor: AuthUser,
  row: ManuscriptRow,
  relation: Relation,
  read?: DetailRelations,
): Promise<Manuscript> {
  // One statement (manuscript-detail.repository): every relation and every user they name,
  // unless the guard read them with the row.
  const detail = read ?? (await detailRelations(db, row.id));
  const { authors, revisions: revisionRows, history } = detail;
  const revisionKinds = revisionKindsOfHistory(history, detail.revision_requests);
  const journal = detail.journal ?? undefined;
  const policy = policyOf(relation, journal);
  const users = new Map(detail.users.map((u) => [u.id, u]));
  const corresponding = authors.find((a) => toBool(a.is_corresponding));
  const authorIds = authorIdsOf(row, authors);
  const userRef = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? { id: user.id, name: user.name } : null;
  };
  // Object.assign onto the fresh summary, not `{ ...summary, authors, … }`: on Node 20 a
  // spread followed by new keys makes a new hidden class on every call once warm (36 µs
  // here, and every reader of the answer after it meets a new shape): docs/adr/0025.
  return Object.assign(
    toSummary(row, journal, corresponding, users.get(row.submitter_id), policy, detail.tags),
    {
      authors: policy.authorIdentities
        ? authors.map((a) => toAuthor(a, a.user_id === null ? undefined : users.get(a.user_id)))
        : [],
      revisions: revisionRows.map((r) =>
        toRevision(r, r.submitter_id === null ? undefined : users.get(r.submitter_id), {
          policy,
          authorIds,
        }),
      ),
      reviews: presentReviews(detail, policy, userRef),
      status_history: history.map((h): StatusHistoryEntry => {
        const letter = policy.letters ? h.letter : null;
        // The notes of a change: the editors', or the reader's own (an author's submission notes).
        const internalNote = policy.note(h.user_id) ? h.notes : null;
        return {
          id: h.id,
          from_status: h.from_status,
          to_status: h.to_status,
          notes: letter ?? internalNote,
          letter,
          internal_note: internalNote,
          revision_kind: revisionKinds.get(h.id) ?? null,
          user: policy.historyActor(h.user_id, h.user_id !== null && authorIds.has(h.user_id))
            ? userRef(h.user_id)
            : null,
          created_at: h.created_at,
        };
      }),
      allowed_transitions: allowedTransitions(row.status, relation),
      permissions: permissionsFor(row.status, relation),
      reviewers: policy.assignedReviewers ? detail.reviewers : [],
      handling_editor: policy.handlingEditor ? userRef(row.handling_editor_id) : null,
      allowed_decisions: allowedDecisions(row.status, relation),
      published_at: row.published_at,
      // The revision's due date goes with the letter that asked for it.
      revision_due_at: policy.letters ? row.revision_due_at : null,
    },
  );
}
