// Section health: the beacons browsers send (summed per minute), the health
// screen's figures, the rollout policy of each section and its release history.
import {
  DEFAULT_ROLLOUT_POLICY,
  type HealthBeacon,
  type HealthPoint,
  RELEASE_ACTIONS,
  type ReleaseHistoryEntry,
  releaseHistoryEntrySchema,
  type RolloutPolicy,
  rolloutPolicySchema,
  rolloutVerdictSchema,
  type SectionHealth,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import type { AuthUser } from '../auth';
import { findRollout, rolloutEntity } from '../remotes';
import { figuresOf, versionsLabel } from './health-figures';
import { lastMinutes, minuteOf, readWindow } from './health-window';
import { decideRollback } from './rollout-decision';
import * as repo from './section-health.repository';
import { vitalBucket, type VitalMetric } from './vitals-buckets';

/**
 * Adds a beacon's samples to the current minute's rows, in one transaction.
 * Samples of one build are summed first (one row per key in a statement),
 * and the rows go in key order, so concurrent beacons lock rows in the same order.
 */
export async function recordBeacon(db: Database, beacon: HealthBeacon, now = new Date()) {
  const minute = minuteOf(now);
  const counts = new Map<string, repo.MinuteCounts>();
  const vitals = new Map<string, repo.VitalsCount>();
  for (const sample of beacon.samples) {
    const build = { section: sample.section, version: sample.version, channel: sample.channel };
    const key = `${sample.section}\n${sample.version}\n${sample.channel}`;
    const row = counts.get(key) ?? {
      ...build,
      minute,
      sessions: 0,
      errored_sessions: 0,
      load_errors: 0,
      render_errors: 0,
      unhandled_errors: 0,
      api_calls: 0,
      api_failures: 0,
    };
    for (const column of repo.COUNT_COLUMNS) row[column] += sample[column];
    counts.set(key, row);
    const values: Array<[VitalMetric, number[]]> = [
      ['lcp', sample.lcp_ms],
      ['inp', sample.inp_ms],
      ['cls', sample.cls],
    ];
    for (const [metric, list] of values) {
      for (const value of list) {
        const bucket = vitalBucket(metric, value);
        const vitalKey = `${key}\n${metric}\n${bucket}`;
        const entry = vitals.get(vitalKey) ?? { ...build, minute, metric, bucket, n: 0 };
        entry.n += 1;
        vitals.set(vitalKey, entry);
      }
    }
  }
  const sorted = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  await db.transaction().execute(async (trx) => {
    await repo.addMinuteCounts(trx, sorted(counts));
    await repo.addVitals(trx, sorted(vitals));
  });
}

/** The section's policy: the stored one, or the default until an administrator sets one. */
export async function getPolicy(db: Database, section: string): Promise<RolloutPolicy> {
  const stored = await repo.findPolicy(db, section);
  if (!stored) return DEFAULT_ROLLOUT_POLICY;
  try {
    const parsed = rolloutPolicySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_ROLLOUT_POLICY;
  } catch {
    return DEFAULT_ROLLOUT_POLICY;
  }
}

/**
 * PUT remotes/{section}/policy, audited in the section's release history
 * (with the rollout as it stands, so the history's columns read as for a release change).
 */
export async function setPolicy(
  db: Database,
  actor: AuthUser,
  section: string,
  policy: RolloutPolicy,
): Promise<RolloutPolicy> {
  await db.transaction().execute(async (trx) => {
    const before = await getPolicy(trx, section);
    const rollout = await findRollout(trx, section);
    await repo.savePolicy(trx, section, JSON.stringify(policy), actor.id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: rolloutEntity(section),
      entityId: null,
      action: 'policy',
      before: { ...rollout, policy: before },
      after: { ...rollout, policy },
    });
  });
  return policy;
}

/** GET remotes/{section}/health: the chart's minutes, the policy's window and its verdict. */
export async function sectionHealth(
  db: Database,
  section: SectionHealth['section'],
  minutes: number,
  now = new Date(),
): Promise<SectionHealth> {
  const policy = await getPolicy(db, section);
  const rollout = await findRollout(db, section);
  const live = rollout.canary_version !== null && rollout.canary_percentage > 0;
  const window = await readWindow(
    db,
    section,
    { ...rollout, canary_version: live ? rollout.canary_version : null },
    policy.window_minutes,
    now,
  );
  const span = lastMinutes(now, minutes);
  const [counts, vitals] = await Promise.all([
    repo.sumCounts(db, section, span, true),
    repo.sumVitals(db, section, span, true),
  ]);
  const minuteList = [...new Set(counts.map((c) => c.minute!))].sort();
  const points: HealthPoint[] = minuteList.map((minute) => {
    const channel = (name: string) => {
      const rows = counts.filter((c) => c.minute === minute && c.channel === name);
      const values = vitals.filter((v) => v.minute === minute && v.channel === name);
      return figuresOf(versionsLabel(rows), rows, values);
    };
    return { minute, stable: channel('stable'), canary: channel('canary') };
  });
  return {
    section,
    minutes,
    policy,
    points,
    window,
    breach: live ? decideRollback(policy, window.canary, window.stable) : null,
  };
}

type AuditImage = {
  stable_version?: string | null;
  canary_version?: string | null;
  canary_percentage?: number;
  verdict?: unknown;
};

const parseImage = (json: string | null): AuditImage => {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return value && typeof value === 'object' ? (value as AuditImage) : {};
  } catch {
    return {};
  }
};

/** GET remotes/{section}/history: the release history, newest first, from the audit log. */
export async function releaseHistory(
  db: Database,
  section: string,
  limit: number,
): Promise<ReleaseHistoryEntry[]> {
  const rows = await repo.findAuditEntries(db, rolloutEntity(section), RELEASE_ACTIONS, limit);
  return rows.map((row) => {
    const after = parseImage(row.after);
    const verdict = rolloutVerdictSchema.safeParse(after.verdict);
    return releaseHistoryEntrySchema.parse({
      id: row.id,
      action: row.action,
      at: row.created_at,
      by: row.actor ?? null,
      stable_version: after.stable_version ?? null,
      canary_version: after.canary_version ?? null,
      canary_percentage: after.canary_percentage ?? 0,
      verdict: verdict.success ? verdict.data : null,
    });
  });
}
