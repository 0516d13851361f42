// Changes to a section's rollout: a canary for a share of users, promotion,
// rollback (by an administrator or by the rollout watcher), each one locked
// transaction with its audit entry, the section's release history.
import {
  type CanaryUpdate,
  type PromoteInput,
  REMOTE_MESSAGES,
  type RolloutVerdict,
  type SectionName,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import * as repo from './remotes.repository';

import { assertReleasable, type RegistryContext } from './remotes.service';

const PREVIOUS_KEPT = 10;

type Rollout = repo.RolloutValues;

/** The audit log's entity of a section's rollout: its release history. */
export const rolloutEntity = (section: string) => `section_rollout:${section}`;

/**
 * Runs a release change: reads the section's rollout under a row lock, lets
 * `decide` choose the new one (or throw, or answer null: nothing to change)
 * and writes it with its audit entry — all one transaction, so concurrent
 * changes (several API processes) take turns and every audit entry follows
 * from the previous state. `actor` null: the rollout watcher; `audited` adds
 * to the audit entry's after-image (the watcher's verdict); `then` runs in
 * the same transaction once the change is written. True when it changed.
 */
async function change(
  db: Database,
  actor: AuthUser | null,
  section: SectionName,
  action: string,
  decide: (before: Rollout) => Promise<Rollout | null>,
  options: { audited?: Record<string, unknown>; then?: (trx: Database) => Promise<void> } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockRollout(trx, section);
    const after = await decide(before);
    if (after === null) return false;
    await repo.saveRollout(trx, section, after, actor?.id ?? null);
    await writeAudit(trx, {
      actorId: actor?.id ?? null,
      entity: rolloutEntity(section),
      entityId: null,
      action,
      before,
      after: { ...after, ...options.audited },
    });
    await options.then?.(trx);
    return true;
  });
}

/**
 * The rollout watcher's rollback (section-health): stops the canary when it
 * is still `canaryVersion`, recording action auto_rollback with the verdict
 * (the rule and the figures) in the history. A no-op answering false when the
 * canary has changed or is gone — with several API processes each may decide
 * the same rollback; the row lock lets the first one act and the others find
 * nothing to do. `then` runs in the rollback's transaction (the notices).
 */
export async function autoRollback(
  db: Database,
  section: SectionName,
  canaryVersion: string,
  verdict: RolloutVerdict,
  then?: (trx: Database) => Promise<void>,
): Promise<boolean> {
  return change(
    db,
    null,
    section,
    'auto_rollback',
    async (before) =>
      before.canary_version === canaryVersion && before.canary_percentage > 0
        ? { ...before, canary_version: null, canary_percentage: 0 }
        : null,
    { audited: { verdict }, then },
  );
}

/**
 * The rollout watcher's promotion of a canary that soaked healthy for the
 * policy's time: `canaryVersion` becomes stable, as a promote of the canary
 * does, recorded as auto_promote with `soak` (the window's figures). A no-op
 * answering false when the canary has changed meanwhile. Its compatibility
 * was checked when it was made the canary, and it has been served since.
 */
export async function autoPromote(
  db: Database,
  section: SectionName,
  canaryVersion: string,
  soak: Record<string, unknown>,
): Promise<boolean> {
  return change(
    db,
    null,
    section,
    'auto_promote',
    async (before) =>
      before.canary_version === canaryVersion && before.canary_percentage > 0
        ? {
            stable_version: canaryVersion,
            canary_version: null,
            canary_percentage: 0,
            previous_versions:
              canaryVersion === before.stable_version
                ? before.previous_versions
                : withPrevious(before, before.stable_version),
          }
        : null,
    { audited: { soak } },
  );
}

/** PUT remotes/{section}/canary. */
export async function setCanary(
  db: Database,
  actor: AuthUser,
  section: SectionName,
  input: CanaryUpdate,
  ctx: RegistryContext,
) {
  // Checked before the lock: it reads the release store, not the rollout.
  if (input.version !== null) await assertReleasable(ctx, section, input.version);
  await change(db, actor, section, 'canary', async (before) => ({
    ...before,
    canary_version: input.version,
    canary_percentage: input.version === null ? 0 : input.percentage,
  }));
}

/** Pushes the current stable version onto the rollback list. */
const withPrevious = (rollout: Rollout, previous: string | null) =>
  JSON.stringify(
    [previous ?? '', ...parseJsonList(rollout.previous_versions)].slice(0, PREVIOUS_KEPT),
  );

/** POST remotes/{section}/promote: the canary (or a given version) becomes stable. */
export async function promote(
  db: Database,
  actor: AuthUser,
  section: SectionName,
  input: PromoteInput,
  ctx: RegistryContext,
) {
  if (input.version) await assertReleasable(ctx, section, input.version);
  await change(db, actor, section, 'promote', async (before) => {
    const version = input.version ?? before.canary_version;
    if (!version) throw unprocessable(REMOTE_MESSAGES.noCanary);
    // The canary is only known under the lock (a release-store read while locked).
    if (!input.version) await assertReleasable(ctx, section, version);
    const promotesCanary = version === before.canary_version;
    return {
      stable_version: version,
      canary_version: promotesCanary ? null : before.canary_version,
      canary_percentage: promotesCanary ? 0 : before.canary_percentage,
      previous_versions:
        version === before.stable_version
          ? before.previous_versions
          : withPrevious(before, before.stable_version),
    };
  });
}

/**
 * POST remotes/{section}/rollback: a live canary stops; without one, the
 * previous stable version comes back. Effective on the next page load.
 */
export async function rollback(db: Database, actor: AuthUser, section: SectionName) {
  await change(db, actor, section, 'rollback', async (before) => {
    if (before.canary_version && before.canary_percentage > 0) {
      return { ...before, canary_version: null, canary_percentage: 0 };
    }
    const [previous, ...older] = parseJsonList(before.previous_versions);
    if (previous === undefined) throw unprocessable(REMOTE_MESSAGES.nothingToRollBack);
    return {
      ...before,
      stable_version: previous || null,
      previous_versions: JSON.stringify(older),
    };
  });
}
