// What a reader may do with a manuscript now, besides status changes: the
// same rules the guards and services enforce (manuscript-access.ts,
// manuscripts.service.ts, manuscript-submission.service.ts,
// manuscript-workflow.service.ts), so front ends show only what will work.
import {
  AUTHOR_EDITABLE_STATUSES,
  type ManuscriptPermissions,
  type ManuscriptStatus,
} from '@colophon/shared/contracts';
import type { Relation } from './manuscript-access';

/** No new files, reviewers or reviews once a decision is final. */
export const FINAL_STATUSES: readonly string[] = ['accepted', 'rejected', 'published', 'withdrawn'];

const authorMayEdit = (status: string, r: Relation) =>
  r.editor || (r.author && AUTHOR_EDITABLE_STATUSES.includes(status as ManuscriptStatus));

export function permissionsFor(status: string, relation: Relation): ManuscriptPermissions {
  const open = !FINAL_STATUSES.includes(status);
  return {
    edit: authorMayEdit(status, relation),
    delete: relation.staff || (relation.submitter && status === 'draft'),
    upload_revision: open && authorMayEdit(status, relation),
    assign_reviewers: open && relation.editor,
    review: relation.reviewer && status === 'under_review',
  };
}
