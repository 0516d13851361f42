// Figures from histogram rows: medians and 80th percentiles by nearest rank
// (the smallest number of days that at least half / 80 % of the cases did
// not exceed: always a day count that occurred), counts and shares.
import type { DurationStat } from '@colophon/shared/contracts';
import type { HistogramRow } from './analytics-read.repository';

/** metric → value → n */
export type Histogram = Map<string, Map<number, number>>;

export function toHistogram(rows: HistogramRow[]): Histogram {
  const h: Histogram = new Map();
  for (const r of rows) {
    const values = h.get(r.metric) ?? new Map<number, number>();
    values.set(r.value, (values.get(r.value) ?? 0) + r.n);
    h.set(r.metric, values);
  }
  return h;
}

export const total = (h: Histogram, metric: string) =>
  [...(h.get(metric)?.values() ?? [])].reduce((a, b) => a + b, 0);

/** The nearest-rank p-th percentile of a value → count histogram. */
function percentile(sorted: [number, number][], count: number, p: number): number {
  const rank = Math.ceil(p * count);
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= rank) return value;
  }
  return sorted.at(-1)![0];
}

export function durationStat(h: Histogram, metric: string): DurationStat {
  const sorted = [...(h.get(metric) ?? new Map<number, number>())]
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((a, [, n]) => a + n, 0);
  if (count === 0) return { count: 0, median: null, p80: null };
  return { count, median: percentile(sorted, count, 0.5), p80: percentile(sorted, count, 0.8) };
}

/** The mean of a days metric (the yearly report), one decimal; null without cases. */
export function mean(h: Histogram, metric: string): number | null {
  let sum = 0;
  let count = 0;
  for (const [value, n] of h.get(metric) ?? []) {
    sum += value * n;
    count += n;
  }
  return count ? Math.round((sum / count) * 10) / 10 : null;
}

export const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
