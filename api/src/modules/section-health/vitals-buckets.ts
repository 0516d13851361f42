// The fixed buckets of the Web Vitals histograms (section_vitals_minutes):
// every value a browser reports is counted in the first bucket whose upper
// edge is at or above it, so a percentile is read from the counts alone,
// shared by every API process, without keeping a value per page load.
// The edges are log-spaced, four per doubling (each ~19 % above the last):
// a p75 read from them is at most that much above the true value, whatever
// its size — 10 ms apart near 50 ms, 100 ms apart near 600 ms.
export const VITAL_METRICS = ['lcp', 'inp', 'cls'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

const STEPS_PER_DOUBLING = 4;

/** Edges from `first` up to and including the first at or above `last`. */
function logEdges(first: number, last: number, decimals: number): number[] {
  const edges: number[] = [];
  for (let i = 0; ; i += 1) {
    const edge = Number((first * 2 ** (i / STEPS_PER_DOUBLING)).toFixed(decimals));
    edges.push(edge);
    if (edge >= last) return edges;
  }
}

/**
 * Upper edges of each metric's buckets. LCP and INP in milliseconds, from
 * 10 ms to 68 886 ms (past the contract's largest value, 60 s: 52 buckets);
 * CLS, a unitless score, from 0.001 to 110 (past its 100: 68 buckets). A value at or below the first edge
 * (0 included) counts in bucket 0.
 */
export const VITAL_BUCKET_EDGES: Record<VitalMetric, readonly number[]> = {
  lcp: logEdges(10, 60_000, 0),
  inp: logEdges(10, 60_000, 0),
  cls: logEdges(0.001, 100, 4),
};

/** The bucket a value is counted in (values above the last edge: the last bucket). */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKET_EDGES[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length - 1 : index;
}

/** The value a bucket stands for in a percentile: its upper edge (never under the truth). */
export const bucketUpperBound = (metric: VitalMetric, bucket: number): number => {
  const edges = VITAL_BUCKET_EDGES[metric];
  return edges[Math.min(Math.max(bucket, 0), edges.length - 1)]!;
};

/**
 * The p-th percentile (0-100) of a histogram, nearest rank: the upper edge of
 * the bucket holding the ceil(p/100 × n)-th smallest value; null when empty.
 */
export function histogramPercentile(
  metric: VitalMetric,
  counts: ReadonlyArray<{ bucket: number; n: number }>,
  p: number,
): number | null {
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  if (total <= 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const { bucket, n } of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += n;
    if (seen >= rank) return bucketUpperBound(metric, bucket);
  }
  return bucketUpperBound(metric, VITAL_BUCKET_EDGES[metric].length - 1);
}
