// The workflow buttons: one per status the server allows this reader to set
// now (`allowed_transitions`), in the order of the editorial flow.
import { MANUSCRIPT_STATUSES, type ManuscriptStatus } from '@colophon/shared/contracts';

/** Forward steps first, then the decisions that end the flow. */
const ACTION_ORDER: readonly ManuscriptStatus[] = [
  'submitted',
  'under_review',
  'revision_requested',
  'accepted',
  'published',
  'rejected',
  'withdrawn',
];

export interface WorkflowAction {
  status: ManuscriptStatus;
  /** Ends the manuscript's way to publication: a red button. */
  danger: boolean;
  /** The step the flow expects next: the one primary button. */
  primary: boolean;
}

const isStatus = (value: string): value is ManuscriptStatus =>
  (MANUSCRIPT_STATUSES as readonly string[]).includes(value);

export function workflowActions(allowed: readonly string[]): WorkflowAction[] {
  const statuses = ACTION_ORDER.filter((status) => allowed.filter(isStatus).includes(status));
  const primary = statuses.find((s) => s !== 'rejected' && s !== 'withdrawn');
  return statuses.map((status) => ({
    status,
    danger: status === 'rejected' || status === 'withdrawn',
    primary: status === primary,
  }));
}

/** Revisions are uploaded, not set: an author waiting on one is pointed to the upload. */
export const awaitsRevision = (status: string) => status === 'revision_requested';
