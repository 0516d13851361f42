// Which kind of revisions each "revision requested" step of the history asked
// for. The history and the decision timeline are written together by every
// request for revisions (manuscript-workflow.service), so the latest requests
// of both are the same ones: they are paired from the end. Steps older than
// the timeline have no kind.
import type { RevisionKind } from '@colophon/shared/contracts';

/** A stored kind as the API answers it ('minor' | 'major', else null). */
export const revisionKindOf = (value: string | null | undefined): RevisionKind | null =>
  value === 'minor' || value === 'major' ? value : null;

/** History entry id → the kind its request asked for. */
export function revisionKindsOfHistory(
  history: readonly { id: number; to_status: string }[],
  requests: readonly { id: number; revision_kind: string | null }[],
): Map<number, RevisionKind | null> {
  const steps = history
    .filter((h) => h.to_status === 'revision_requested')
    .sort((a, b) => a.id - b.id);
  const ordered = [...requests].sort((a, b) => a.id - b.id);
  const offset = steps.length - ordered.length;
  return new Map(
    steps.map((step, i) => [step.id, revisionKindOf(ordered[i - offset]?.revision_kind)]),
  );
}
