// What a reader may do with a manuscript now, besides status changes: the
// same rules the guards and services enforce (manuscript-access.ts,
// manuscripts.service.ts, manuscript-submission.service.ts,
// manuscript-workflow.service.ts), so front ends show only what will work.
import {
  AUTHOR_EDITABLE_STATUSES,
  decisionsFrom,
  type EditorialDecision,
  type ManuscriptPermissions,
  type ManuscriptStatus,
} from '@colophon/shared/contracts';
import { mayRecommendAs, type Relation } from './manuscript-access';

/** No new files, reviewers or reviews once a decision is final. */
export const FINAL_STATUSES: readonly string[] = ['accepted', 'rejected', 'published', 'withdrawn'];

/**
 * A published manuscript is the version of record (docs/workflow.md, "Published manuscripts"):
 * readers cite what was published, so its content, authors and journal stay as they are. What
 * a correction of the record itself needs stays writable: the DOI (registered or mistyped after
 * publication) and the tags (the platform's own filing, not part of the article).
 */
export const PUBLISHED_CORRECTABLE_FIELDS: readonly string[] = ['doi', 'tag_ids'];

/** The fields of an update a published manuscript refuses (those given, outside the corrections). */
export const lockedFieldsOf = (status: string, input: Record<string, unknown>): string[] =>
  status === 'published'
    ? Object.keys(input).filter(
        (field) => input[field] !== undefined && !PUBLISHED_CORRECTABLE_FIELDS.includes(field),
      )
    : [];

/**
 * A published manuscript stays on the record: only an administrator may remove it (a legal
 * take-down, say); editors and authors cannot.
 */
export const mayDeletePublished = (r: Relation) => r.admin;

const authorMayEdit = (status: string, r: Relation) =>
  status !== 'published' &&
  (r.editor || (r.author && AUTHOR_EDITABLE_STATUSES.includes(status as ManuscriptStatus)));

const mayDelete = (status: string, r: Relation) =>
  status === 'published'
    ? mayDeletePublished(r)
    : r.admin || !!r.chief || (r.submitter && status === 'draft');

/** Recommendations are recorded while reviews are read: under review, or revised. */
export const RECOMMENDABLE_STATUSES: readonly string[] = ['under_review', 'revised'];
/** A handling editor is (re)assigned until the manuscript is closed. */
const CLOSED_STATUSES: readonly string[] = ['rejected', 'published', 'withdrawn'];

/** Decisions the reader may take now (POST manuscripts/{id}/decisions): the editor-in-chief's. */
export const allowedDecisions = (status: string, relation: Relation): EditorialDecision[] =>
  relation.chief ? decisionsFrom(status) : [];

export const mayRecommend = (status: string, relation: Relation) =>
  mayRecommendAs(relation) && RECOMMENDABLE_STATUSES.includes(status);

export const mayAssignHandlingEditor = (status: string, relation: Relation) =>
  !!relation.chief && !CLOSED_STATUSES.includes(status);

export function permissionsFor(status: string, relation: Relation): ManuscriptPermissions {
  const open = !FINAL_STATUSES.includes(status);
  return {
    edit: authorMayEdit(status, relation),
    delete: mayDelete(status, relation),
    upload_revision: open && authorMayEdit(status, relation),
    // Reviewers are named into the open round of a manuscript under review.
    assign_reviewers: relation.editor && status === 'under_review',
    // An accepted invitation of the open round and no review written yet.
    review: !!relation.reviewing && status === 'under_review',
    decide: allowedDecisions(status, relation).length > 0,
    recommend: mayRecommend(status, relation),
    assign_handling_editor: mayAssignHandlingEditor(status, relation),
  };
}
