// The rollout watcher, inside every API process: each period it reads the
// policy window of every section with a live canary and rolls back a canary
// that breaks its section's policy (rollout-decision.ts), telling every
// administrator; it also deletes health minutes past the retention. Every
// process evaluates; the rollback itself is a locked change that only the
// first process to take the lock makes (remotes' autoRollback), so the
// decision is taken — and the administrators told — once. A canary that
// stayed healthy for the policy's soak time is promoted the same way.
import type { RolloutVerdict, SectionName } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { notifyUsers } from '../notifications';
import { autoPromote, autoRollback, findRollouts } from '../remotes';
import { minuteOf, readWindow } from './health-window';
import { decideRollback, readyToPromote } from './rollout-decision';
import { getPolicy } from './section-health.service';
import { activeAdminIds, deleteMinutesBefore } from './section-health.repository';
import { intervalJob } from '../../lib/interval-job';

export type RolloutWatcherOptions = {
  intervalMs: number;
  /** Health minutes older than this many days are deleted. */
  retentionDays: number;
  onError?: (error: unknown) => void;
};

export type WatchAction =
  | { action: 'auto_rollback'; section: string; version: string; verdict: RolloutVerdict }
  | { action: 'auto_promote'; section: string; version: string };

/** Where the notice takes an administrator: the release screen. */
const RELEASES_LINK = '/settings/releases';

/** Tells every active administrator that the watcher rolled `version` of `section` back. */
async function notifyRolledBack(
  db: Database,
  action: Extract<WatchAction, { action: 'auto_rollback' }>,
) {
  await notifyUsers(db, await activeAdminIds(db), {
    code: 'canaryRolledBack',
    params: { section: action.section, version: action.version, rule: action.verdict.rule },
    link: RELEASES_LINK,
    manuscriptId: null,
  });
}

/**
 * One evaluation of every live canary at `now`; answers the rollbacks and
 * promotions this call made (another process may have made the others).
 */
export async function evaluateRollouts(db: Database, now = new Date()): Promise<WatchAction[]> {
  const done: WatchAction[] = [];
  for (const rollout of await findRollouts(db)) {
    const version = rollout.canary_version;
    if (!version || rollout.canary_percentage <= 0) continue;
    const policy = await getPolicy(db, rollout.section);
    if (!policy.enabled) continue;
    const window = await readWindow(db, rollout.section, rollout, policy.window_minutes, now);
    const verdict = decideRollback(policy, window.canary, window.stable);
    const section = rollout.section as SectionName;
    if (verdict) {
      const action = { action: 'auto_rollback' as const, section, version, verdict };
      const notify = (trx: Database) => notifyRolledBack(trx, action);
      if (await autoRollback(db, section, version, verdict, notify)) done.push(action);
      continue;
    }
    // The canary's soak starts when it was last changed (set, or its share changed).
    const liveSince = Date.parse(rollout.updated_at ?? '');
    if (readyToPromote(policy, window.canary, liveSince, now.getTime(), verdict)) {
      const soak = { minutes: policy.promote_after_minutes, window };
      if (await autoPromote(db, section, version, soak)) {
        done.push({ action: 'auto_promote', section, version });
      }
    }
  }
  return done;
}

/** Deletes the health minutes older than `retentionDays` days. */
export const pruneHealth = (db: Database, retentionDays: number, now = new Date()) =>
  deleteMinutesBefore(db, minuteOf(now.getTime() - retentionDays * 24 * 60 * 60_000));

export function createRolloutWatcher(db: Database, options: RolloutWatcherOptions) {
  async function tick(now = new Date()) {
    const actions = await evaluateRollouts(db, now);
    await pruneHealth(db, options.retentionDays, now);
    return actions;
  }

  const job = intervalJob(() => tick(), options);

  return {
    tick,
    start: job.start,
    stop: job.stop,
  };
}
