// What each health chart draws, as plain numbers: per minute the canary's and
// stable's figure with its sample size, and the policy's threshold where the
// policy watches that figure. The drawn chart and its table read the same model.
import {
  type HealthFigures,
  type RolloutPolicy,
  type SectionHealth,
} from '@colophon/shared/contracts';
import { utcTime } from './health-format';

export const HEALTH_METRICS = ['errorRate', 'inp', 'lcp'] as const;
export type HealthMetric = (typeof HEALTH_METRICS)[number];

export interface HealthChartRow {
  minute: string;
  canary: number | null;
  /** Sessions (error rate) or measurements (INP, LCP) the canary's figure is taken from. */
  canaryCount: number;
  stable: number | null;
  stableCount: number;
  threshold: number | null;
}

export interface HealthChartModel {
  metric: HealthMetric;
  unit: 'percent' | 'ms';
  rows: HealthChartRow[];
  /** Whether the policy draws a threshold on this chart at all. */
  watched: boolean;
  /** The threshold of a minute without reports: the error rate's is the same every minute. */
  idleThreshold: number | null;
}

interface MetricReading {
  unit: 'percent' | 'ms';
  value: (figures: HealthFigures) => number | null;
  count: (figures: HealthFigures) => number;
  /** The rollback line at a minute, from the policy and that minute's stable figures. */
  threshold: (policy: RolloutPolicy, stable: HealthFigures | null) => number | null;
  watched: (policy: RolloutPolicy) => boolean;
}

/** A canary slower than stable by more than the policy's milliseconds is rolled back. */
const slowerThanStable =
  (limit: number | null, value: (figures: HealthFigures) => number | null) =>
  (stable: HealthFigures | null) => {
    const base = stable ? value(stable) : null;
    return limit === null || base === null ? null : base + limit;
  };

const READINGS: Record<HealthMetric, MetricReading> = {
  errorRate: {
    unit: 'percent',
    value: (f) => f.error_rate,
    count: (f) => f.sessions,
    threshold: (policy) => policy.max_error_rate,
    watched: () => true,
  },
  inp: {
    unit: 'ms',
    value: (f) => f.inp_p75,
    count: (f) => f.inp_samples,
    threshold: (policy, stable) =>
      slowerThanStable(policy.max_inp_regression_ms, (f) => f.inp_p75)(stable),
    watched: (policy) => policy.max_inp_regression_ms !== null,
  },
  lcp: {
    unit: 'ms',
    value: (f) => f.lcp_p75,
    count: (f) => f.lcp_samples,
    threshold: (policy, stable) =>
      slowerThanStable(policy.max_lcp_regression_ms, (f) => f.lcp_p75)(stable),
    watched: (policy) => policy.max_lcp_regression_ms !== null,
  },
};

export function healthChartModel(health: SectionHealth, metric: HealthMetric): HealthChartModel {
  const reading = READINGS[metric];
  return {
    metric,
    unit: reading.unit,
    watched: reading.watched(health.policy),
    idleThreshold: reading.threshold(health.policy, null),
    rows: health.points.map((point) => ({
      minute: point.minute,
      canary: point.canary ? reading.value(point.canary) : null,
      canaryCount: point.canary ? reading.count(point.canary) : 0,
      stable: point.stable ? reading.value(point.stable) : null,
      stableCount: point.stable ? reading.count(point.stable) : 0,
      threshold: reading.threshold(health.policy, point.stable),
    })),
  };
}

const MINUTE_MS = 60_000;

/**
 * The chart's rows over the whole period, one per minute up to `now`'s: the API
 * answers only the minutes with reports, and a chart of those alone would put
 * 10:01 next to 10:40. Minutes without reports are empty (null); a report outside
 * the period (another clock a little ahead) keeps its place.
 */
export function everyMinute(
  model: HealthChartModel,
  minutes: number,
  now: number,
): HealthChartRow[] {
  const byTime = new Map(model.rows.map((row) => [utcTime(row.minute), row]));
  const end = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  for (let time = end - (minutes - 1) * MINUTE_MS; time <= end; time += MINUTE_MS) {
    if (!byTime.has(time)) {
      byTime.set(time, {
        minute: new Date(time).toISOString(),
        canary: null,
        canaryCount: 0,
        stable: null,
        stableCount: 0,
        threshold: model.idleThreshold,
      });
    }
  }
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** The minutes in which either channel reported something: the rows of the table view. */
export const reportedRows = (model: HealthChartModel) =>
  model.rows.filter((row) => row.canaryCount > 0 || row.stableCount > 0);

/** Whether any browser has reported the section in the period (else: "No sessions reported yet"). */
export function hasReports(health: SectionHealth): boolean {
  const sessions = (figures: HealthFigures | null) => figures?.sessions ?? 0;
  return (
    health.points.some((p) => sessions(p.canary) + sessions(p.stable) > 0) ||
    sessions(health.window.canary) + sessions(health.window.stable) > 0
  );
}
