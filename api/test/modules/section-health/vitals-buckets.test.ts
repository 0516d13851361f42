import {
  bucketUpperBound,
  histogramPercentile,
  VITAL_BUCKET_EDGES,
  vitalBucket,
} from '../../../src/modules/section-health/vitals-buckets';

describe('vitals buckets', () => {
  it('are log-spaced, rising, and cover the largest value a browser may send', () => {
    for (const edges of Object.values(VITAL_BUCKET_EDGES)) {
      for (let i = 1; i < edges.length; i += 1) {
        expect(edges[i]! / edges[i - 1]!).toBeGreaterThan(1.1);
        expect(edges[i]! / edges[i - 1]!).toBeLessThan(1.3);
      }
    }
    expect(VITAL_BUCKET_EDGES.inp.at(-1)).toBeGreaterThanOrEqual(60_000);
    expect(VITAL_BUCKET_EDGES.cls.at(-1)).toBeGreaterThanOrEqual(100);
  });

  it('count a value in the first bucket whose upper edge is at or above it', () => {
    expect(vitalBucket('inp', 0)).toBe(0);
    expect(vitalBucket('inp', 10)).toBe(0);
    expect(bucketUpperBound('inp', vitalBucket('inp', 11))).toBe(12);
    expect(bucketUpperBound('inp', vitalBucket('inp', 200))).toBe(226);
    expect(bucketUpperBound('inp', vitalBucket('inp', 60_000))).toBeGreaterThanOrEqual(60_000);
    expect(bucketUpperBound('cls', vitalBucket('cls', 0.1))).toBeCloseTo(0.1076, 4);
  });
});

describe('p75 of a histogram', () => {
  const histogram = (values: number[]) => {
    const counts = new Map<number, number>();
    for (const v of values)
      counts.set(vitalBucket('inp', v), (counts.get(vitalBucket('inp', v)) ?? 0) + 1);
    return [...counts].map(([bucket, n]) => ({ bucket, n }));
  };

  it('is the upper edge of the bucket holding the nearest-rank value', () => {
    // 100 values: 75 fast (50 ms), 25 slow (500 ms): the 75th is fast.
    const values = [...Array(75).fill(50), ...Array(25).fill(500)];
    expect(histogramPercentile('inp', histogram(values), 75)).toBe(57);
    // One more slow value: the 76th of 101 (ceil(0.75 × 101) = 76) is slow.
    expect(histogramPercentile('inp', histogram([...values, 500]), 75)).toBe(538);
  });

  it('is never below the true percentile and at most one bucket (~19 %) above it', () => {
    const values = Array.from({ length: 400 }, (_, i) => 20 + ((i * 37) % 900));
    const sorted = [...values].sort((a, b) => a - b);
    const truth = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
    const read = histogramPercentile('inp', histogram(values), 75)!;
    expect(read).toBeGreaterThanOrEqual(truth);
    expect(read / truth).toBeLessThan(1.2);
  });

  it('is null without values', () => {
    expect(histogramPercentile('lcp', [], 75)).toBeNull();
  });
});
