// The editorial state machine of @colophon/shared/contracts applied to a
// reader: which status changes they may make now (docs/workflow.md).
import {
  EDITOR_IN_CHIEF_STATUSES,
  MANUSCRIPT_WORKFLOW,
  type ManuscriptStatus,
  type WorkflowTransition,
} from '@colophon/shared/contracts';
import { HttpError } from '../../lib/http-errors';
import type { Relation } from './manuscript-access';

/** Decisions (EDITOR_IN_CHIEF_STATUSES) are the editor-in-chief's; associate editors recommend. */
const editorMayTake = (t: WorkflowTransition, r: Relation) =>
  r.editor && t.by.includes('editor') && (!!r.chief || !EDITOR_IN_CHIEF_STATUSES.includes(t.to));

const mayTake = (t: WorkflowTransition, r: Relation) =>
  editorMayTake(t, r) || (r.author && t.by.includes('author'));

const transitionsFrom = (status: string) => MANUSCRIPT_WORKFLOW[status as ManuscriptStatus] ?? [];

/** Statuses the reader may set with a status call (revision uploads excluded). */
export function allowedTransitions(status: string, relation: Relation): ManuscriptStatus[] {
  return transitionsFrom(status)
    .filter((t) => !t.viaRevision && mayTake(t, relation))
    .map((t) => t.to);
}

/** The status a revision upload moves to, if it moves at all. */
export function revisionTarget(status: string, relation: Relation): ManuscriptStatus | null {
  const t = transitionsFrom(status).find((x) => x.viaRevision && mayTake(x, relation));
  return t ? t.to : null;
}

/** 422 whose body also lists the statuses that are allowed (`allowed`). */
export class IllegalTransitionError extends HttpError {
  readonly allowed: string[];

  constructor(from: string, to: string, allowed: string[]) {
    const message =
      from === to
        ? `The manuscript is already ${from.replace(/_/g, ' ')}.`
        : `The status cannot change from ${from} to ${to}.`;
    const hint = allowed.length
      ? `Allowed: ${allowed.join(', ')}.`
      : 'No status change is allowed for you now.';
    super(422, message, { status: [`${message} ${hint}`] });
    this.allowed = allowed;
  }
}

export function assertTransition(status: string, to: string, relation: Relation) {
  const allowed = allowedTransitions(status, relation);
  if (!allowed.includes(to as ManuscriptStatus)) {
    throw new IllegalTransitionError(status, to, allowed);
  }
}
