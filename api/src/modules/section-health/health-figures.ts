// The figures of one channel over a span of minutes (healthFiguresSchema):
// its counts summed, the rates they give, and the vitals' p75 read from the
// summed histograms. Pure: the rows come from section-health.repository.
import type { HealthFigures } from '@colophon/shared/contracts';
import {
  COUNT_COLUMNS,
  type Counts,
  type CountsRow,
  type VitalsRow,
} from './section-health.repository';
import { histogramPercentile, type VitalMetric } from './vitals-buckets';

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

const zero = (): Counts => Object.fromEntries(COUNT_COLUMNS.map((c) => [c, 0])) as Counts;

/**
 * The figures of `counts` and `vitals` (rows of one channel, any versions);
 * `version` names what they are of. Null when there is nothing at all.
 */
export function figuresOf(
  version: string,
  counts: readonly CountsRow[],
  vitals: readonly VitalsRow[],
): HealthFigures | null {
  if (counts.length === 0 && vitals.length === 0) return null;
  const total = zero();
  for (const row of counts) for (const c of COUNT_COLUMNS) total[c] += row[c];
  const histogram = (metric: VitalMetric) => vitals.filter((v) => v.metric === metric);
  const samples = (metric: VitalMetric) => histogram(metric).reduce((sum, v) => sum + v.n, 0);
  const p75 = (metric: VitalMetric) => histogramPercentile(metric, histogram(metric), 75);
  return {
    version,
    ...total,
    error_rate: percent(total.errored_sessions, total.sessions),
    api_failure_rate: percent(total.api_failures, total.api_calls),
    inp_p75: p75('inp'),
    inp_samples: samples('inp'),
    lcp_p75: p75('lcp'),
    lcp_samples: samples('lcp'),
    cls_p75: p75('cls'),
  };
}

/** The distinct versions of rows, as one label ('1.2.0', or '1.1.0, 1.2.0' across a change). */
export const versionsLabel = (rows: ReadonlyArray<{ version: string }>) =>
  [...new Set(rows.map((r) => r.version))].sort().join(', ');
