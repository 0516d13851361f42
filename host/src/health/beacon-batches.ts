// Samples into beacon bodies the API takes: at most 20 samples and
// HEALTH_BEACON_MAX_BYTES bytes each (shared/src/contracts/section-health.ts).
import { HEALTH_BEACON_MAX_BYTES, type HealthSample } from '@colophon/shared/contracts';

export const BEACON_MAX_SAMPLES = 20;

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;
const bodyOf = (samples: readonly HealthSample[]) => JSON.stringify({ samples });

/** The JSON bodies to send, in order; a sample too large even alone is dropped. */
export function beaconBodies(
  samples: readonly HealthSample[],
  maxBytes = HEALTH_BEACON_MAX_BYTES,
  maxSamples = BEACON_MAX_SAMPLES,
): string[] {
  const bodies: string[] = [];
  let batch: HealthSample[] = [];
  const close = () => {
    if (batch.length > 0) bodies.push(bodyOf(batch));
    batch = [];
  };
  for (const sample of samples) {
    if (bytes(bodyOf([sample])) > maxBytes) continue;
    if (batch.length === maxSamples || bytes(bodyOf([...batch, sample])) > maxBytes) close();
    batch.push(sample);
  }
  close();
  return bodies;
}
