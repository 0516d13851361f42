// Health samples and beacons for the section-health tests.
import type { HealthSample } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';

/** One page load's sample: a session of `version` with nothing wrong, unless told. */
export const sample = (over: Partial<HealthSample> = {}): HealthSample => ({
  section: 'journals',
  version: '1.0.0',
  channel: 'stable',
  cohort: 70,
  sessions: 1,
  errored_sessions: 0,
  load_errors: 0,
  render_errors: 0,
  unhandled_errors: 0,
  api_calls: 0,
  api_failures: 0,
  lcp_ms: [],
  inp_ms: [],
  cls: [],
  ...over,
});

/** A sample of a session that threw while rendering. */
export const broken = (over: Partial<HealthSample> = {}) =>
  sample({ errored_sessions: 1, render_errors: 1, ...over });

let address = 0;

/** POST remotes/health from a client address of its own (the rate limit is per address). */
export function postBeacon(
  t: TestApp,
  payload: unknown,
  options: { ip?: string; contentType?: string } = {},
) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/remotes/health',
    remoteAddress: options.ip ?? `10.1.${Math.floor(address / 250)}.${address % 250}`,
    headers: { 'content-type': options.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** Sends `count` sessions of the same build, 20 samples a beacon. */
export async function sendSessions(t: TestApp, count: number, make: () => HealthSample) {
  for (let sent = 0; sent < count; sent += 20) {
    const samples = Array.from({ length: Math.min(20, count - sent) }, make);
    const response = await postBeacon(t, { samples });
    if (response.statusCode !== 202) throw new Error(`beacon: ${response.body}`);
  }
}
