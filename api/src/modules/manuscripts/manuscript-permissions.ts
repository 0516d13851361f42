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

const authorMayEdit = (status: string, r: Relation) =>
  r.editor || (r.author && AUTHOR_EDITABLE_STATUSES.includes(status as ManuscriptStatus));

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
    delete: relation.admin || !!relation.chief || (relation.submitter && status === 'draft'),
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
