import { HEALTH_BEACON_MAX_BYTES, type HealthSample } from '@colophon/shared/contracts';
import { BEACON_MAX_SAMPLES, beaconBodies } from './beacon-batches';
import { parseBeacon } from './testing/health-builds';

const sample = (index: number, inp: number[] = []): HealthSample => ({
  section: 'journals',
  version: `1.0.${index}`,
  channel: index % 2 ? 'canary' : 'stable',
  cohort: index % 100,
  sessions: 1,
  errored_sessions: 0,
  load_errors: 0,
  render_errors: 0,
  unhandled_errors: 0,
  api_calls: 3,
  api_failures: 0,
  lcp_ms: [],
  inp_ms: inp,
  cls: [],
});

const bytes = (body: string) => new TextEncoder().encode(body).length;

it('sends nothing for no samples', () => {
  expect(beaconBodies([])).toEqual([]);
});

it('puts at most 20 samples in a beacon, each a valid beacon, none lost or repeated', () => {
  const samples = Array.from({ length: 45 }, (_, index) => sample(index));
  const bodies = beaconBodies(samples);
  const beacons = bodies.map(parseBeacon);
  expect(beacons.map((beacon) => beacon.samples.length)).toEqual([20, 20, 5]);
  expect(beacons.flatMap((beacon) => beacon.samples)).toEqual(samples);
  expect(BEACON_MAX_SAMPLES).toBe(20);
});

it('splits below the byte limit', () => {
  const heavy = Array.from({ length: 20 }, (_, index) =>
    sample(
      index,
      Array.from({ length: 20 }, () => 59_999.123456789),
    ),
  );
  const bodies = beaconBodies(heavy, 2048);
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(2048);
  expect(bodies.flatMap((body) => parseBeacon(body).samples)).toEqual(heavy);
  // The real limit holds a full batch of ordinary samples.
  expect(bytes(beaconBodies(heavy.slice(0, 20))[0] ?? '')).toBeLessThanOrEqual(
    HEALTH_BEACON_MAX_BYTES,
  );
});

it('drops a sample too large for any beacon, not the others', () => {
  // 237 bytes alone, and 356 with twenty INP values.
  const bodies = beaconBodies(
    [
      sample(1),
      sample(
        2,
        Array.from({ length: 20 }, () => 59_999),
      ),
    ],
    300,
  );
  expect(bodies.map((body) => parseBeacon(body).samples[0]?.version)).toEqual(['1.0.1']);
});
