// Which rows are "canary" and "stable" over a span of minutes: the canary is
// the live canary version on the canary channel; stable is the stable
// version on the stable channel (with no stable version set — the build
// deployed at the section's origin — any version but the canary's).
import type { HealthFigures } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { figuresOf } from './health-figures';
import * as repo from './section-health.repository';

/** UTC minute of a time: 'YYYY-MM-DDTHH:MM', the key of the per-minute rows. */
export const minuteOf = (time: Date | number) => new Date(time).toISOString().slice(0, 16);

/**
 * The last `minutes` minutes up to `now`'s, included (a row of a later minute
 * — another process's clock a little ahead — waits for its minute).
 */
export const lastMinutes = (now: Date, minutes: number) => ({
  since: minuteOf(now.getTime() - (minutes - 1) * 60_000),
  until: minuteOf(now),
});

export type RolloutVersions = { stable_version: string | null; canary_version: string | null };

export type WindowFigures = { stable: HealthFigures | null; canary: HealthFigures | null };

/** Each channel's figures over the last `minutes` minutes, as the policy reads them. */
export async function readWindow(
  db: Database,
  section: string,
  rollout: RolloutVersions,
  minutes: number,
  now: Date,
): Promise<WindowFigures> {
  const span = lastMinutes(now, minutes);
  const [counts, vitals] = await Promise.all([
    repo.sumCounts(db, section, span, false),
    repo.sumVitals(db, section, span, false),
  ]);
  const isCanary = (row: { channel: string; version: string }) =>
    rollout.canary_version !== null &&
    row.channel === 'canary' &&
    row.version === rollout.canary_version;
  const isStable = (row: { channel: string; version: string }) =>
    row.channel === 'stable' &&
    (rollout.stable_version !== null
      ? row.version === rollout.stable_version
      : row.version !== rollout.canary_version);
  const stableCounts = counts.filter(isStable);
  return {
    canary: rollout.canary_version
      ? figuresOf(rollout.canary_version, counts.filter(isCanary), vitals.filter(isCanary))
      : null,
    stable: figuresOf(
      rollout.stable_version ?? stableCounts[0]?.version ?? 'deployed',
      stableCounts,
      vitals.filter(isStable),
    ),
  };
}
