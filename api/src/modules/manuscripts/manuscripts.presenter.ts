// Manuscript rows → the API shapes. Blind review: a reviewer of a
// double-blind journal does not learn who the authors are, and only staff,
// the reviewer themself or an open-review journal reveal who wrote a review.
import type {
  Manuscript,
  ManuscriptAuthor,
  ManuscriptSummary,
  Review,
  StatusHistoryEntry,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList, toBool } from '../../db/portable';
import type { AuthUser } from '../../plugins/auth';
import { type JournalRef, journalRefs } from '../journals/journals.repository';
import { isReviewerRole, isStaff, type Relation } from './manuscript-access';
import * as people from './manuscript-authors.repository';
import {
  type DetailAuthor,
  type DetailRelations,
  type DetailRevision,
  detailRelations,
} from './manuscript-detail.repository';
import { allowedDecisions, permissionsFor } from './manuscript-permissions';
import * as rel from './manuscript-relations.repository';
import type { ManuscriptRow } from './manuscripts.repository';
import type { ListRow } from './manuscripts-page.repository';
import { allowedTransitions } from './workflow';
import { type TagRef, tagsOf } from '../tags/tags.repository';

const fullName = (a: { first_name: string; last_name: string }) =>
  `${a.first_name} ${a.last_name}`.trim();

function toSummary(
  row: ManuscriptRow,
  journal: JournalRef | undefined,
  corresponding: Pick<people.AuthorRow, 'first_name' | 'last_name' | 'email'> | undefined,
  submitter: { id: number; name: string } | undefined,
  hideIdentity: boolean,
  tags: TagRef[] = [],
): ManuscriptSummary {
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
    submission_notes: hideIdentity ? null : row.submission_notes,
    submitter: !hideIdentity && submitter ? { id: submitter.id, name: submitter.name } : null,
    corresponding_author:
      !hideIdentity && corresponding
        ? { name: fullName(corresponding), email: corresponding.email }
        : null,
    tags,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Blind to a reviewer of a double-blind journal who is neither staff nor its submitter. */
const blindFor = (actor: AuthUser, row: ManuscriptRow, journal: JournalRef | undefined) =>
  !isStaff(actor) &&
  row.submitter_id !== actor.id &&
  isReviewerRole(actor) &&
  journal?.peer_review_type === 'double_blind';

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
      blindFor(actor, row, journal),
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
      blindFor(actor, row, journal),
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

export function toRevision(
  row: DetailRevision,
  submitter: { id: number; name: string } | undefined,
) {
  return {
    id: row.id,
    version_number: row.version_number,
    is_current: toBool(row.is_current),
    changes_summary: row.changes_summary,
    file_name: row.original_name,
    mime_type: row.mime_type,
    file_size: row.file_size,
    download_url: revisionFileUrl(row.manuscript_id, row.id),
    created_at: row.created_at,
    submitter: submitter ? { id: submitter.id, name: submitter.name } : null,
  };
}

export async function presentRevisions(db: Database, manuscriptId: number) {
  const rows = await rel.revisionsOf(db, manuscriptId);
  const users = await people.userNames(
    db,
    rows.map((r) => r.submitter_id),
  );
  return rows.map((r) =>
    toRevision(r, r.submitter_id === null ? undefined : users.get(r.submitter_id)),
  );
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
  const { authors, revisions: revisionRows, reviews, history } = detail;
  const journal = detail.journal ?? undefined;
  const reviewers = relation.staff ? detail.reviewers : [];
  const blind = !relation.staff && !relation.author && journal?.peer_review_type === 'double_blind';
  const users = new Map(detail.users.map((u) => [u.id, u]));
  const corresponding = authors.find((a) => toBool(a.is_corresponding));
  const showReviewer = (userId: number | null) =>
    relation.staff || userId === actor.id || journal?.peer_review_type === 'open';
  const userRef = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? { id: user.id, name: user.name } : null;
  };
  return {
    ...toSummary(row, journal, corresponding, users.get(row.submitter_id), blind, detail.tags),
    authors: blind
      ? []
      : authors.map((a) => toAuthor(a, a.user_id === null ? undefined : users.get(a.user_id))),
    revisions: revisionRows.map((r) =>
      toRevision(r, r.submitter_id === null ? undefined : users.get(r.submitter_id)),
    ),
    reviews: reviews.map((r): Review => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      content: r.content,
      is_verified: toBool(r.is_verified),
      created_at: r.created_at,
      user: showReviewer(r.user_id) ? userRef(r.user_id) : null,
    })),
    status_history: history.map((h): StatusHistoryEntry => ({
      id: h.id,
      from_status: h.from_status,
      to_status: h.to_status,
      notes: h.notes,
      // Under double-blind review the history would name the authors.
      user: !blind || h.user_id === actor.id ? userRef(h.user_id) : null,
      created_at: h.created_at,
    })),
    allowed_transitions: allowedTransitions(row.status, relation),
    permissions: permissionsFor(row.status, relation),
    reviewers,
    handling_editor: userRef(row.handling_editor_id),
    allowed_decisions: allowedDecisions(row.status, relation),
    published_at: row.published_at,
  };
}
