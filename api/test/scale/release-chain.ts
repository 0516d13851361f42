// The check of a release history: every audit entry of a section starts from
// the state the previous one left, and its new state is one its action can
// produce from that state (the rules of rollout-changes.ts; the rollout
// watcher's auto_rollback; policy entries change no rollout).
type Rollout = {
  stable_version: string | null;
  canary_version: string | null;
  canary_percentage: number;
  previous_versions: string;
};
export type AuditRow = { id: number; action: string; before: string | null; after: string | null };

const list = (json: string) => JSON.parse(json) as string[];
const same = (a: Rollout, b: Rollout) =>
  a.stable_version === b.stable_version &&
  a.canary_version === b.canary_version &&
  a.canary_percentage === b.canary_percentage &&
  JSON.stringify(list(a.previous_versions)) === JSON.stringify(list(b.previous_versions));

/** Why `after` cannot follow from `before` by `action`; null when it can. */
export function actionViolation(action: string, before: Rollout, after: Rollout): string | null {
  const prev = list(before.previous_versions);
  if (action === 'canary') {
    const ok =
      after.stable_version === before.stable_version &&
      after.previous_versions === before.previous_versions &&
      (after.canary_version === null) === (after.canary_percentage === 0);
    return ok ? null : 'a canary change moved the stable version or its history';
  }
  if (action === 'promote' || action === 'auto_promote') {
    if (!after.stable_version) return 'a promote left no stable version';
    const expected =
      after.stable_version === before.stable_version
        ? prev
        : [before.stable_version ?? '', ...prev].slice(0, 10);
    if (JSON.stringify(list(after.previous_versions)) !== JSON.stringify(expected)) {
      return 'a promote did not push the previous stable version';
    }
    return null;
  }
  if (action === 'auto_rollback') {
    // The rollout watcher only ever stops a live canary.
    return before.canary_version &&
      before.canary_percentage > 0 &&
      same(after, { ...before, canary_version: null, canary_percentage: 0 })
      ? null
      : 'an automatic rollback did more than stop a live canary';
  }
  if (action === 'rollback') {
    if (before.canary_version && before.canary_percentage > 0) {
      return same(after, { ...before, canary_version: null, canary_percentage: 0 })
        ? null
        : 'a rollback with a live canary did more than stop it';
    }
    const [previous, ...older] = prev;
    if (previous === undefined) return 'a rollback without history was written';
    return same(after, {
      ...before,
      stable_version: previous || null,
      previous_versions: JSON.stringify(older),
    })
      ? null
      : 'a rollback did not restore the previous stable version';
  }
  return `unknown action ${action}`;
}

/** Every break of the chain, as readable lines (empty: one consistent history). */
export function chainViolations(rows: AuditRow[], initial: Rollout): string[] {
  const problems: string[] = [];
  let state = initial;
  for (const row of rows) {
    // A policy change (section-health) changes no rollout.
    if (row.action === 'policy') continue;
    const before = JSON.parse(row.before ?? 'null') as Rollout;
    const after = JSON.parse(row.after ?? 'null') as Rollout;
    if (!same(before, state)) {
      problems.push(`#${row.id} ${row.action}: did not start from the previous state`);
    }
    const wrong = actionViolation(row.action, before, after);
    if (wrong) problems.push(`#${row.id}: ${wrong}`);
    state = after;
  }
  return problems;
}
