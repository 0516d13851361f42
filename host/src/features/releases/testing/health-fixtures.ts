// Contract-shaped answers of the health, policy and history endpoints for the
// release screen's tests, parsed with the contract's schemas so that a change
// of the contract fails here first.
import {
  DEFAULT_ROLLOUT_POLICY,
  type HealthFigures,
  healthFiguresSchema,
  type ReleaseHistoryEntry,
  releaseHistoryEntrySchema,
  type SectionHealth,
  sectionHealthSchema,
} from '@colophon/shared/contracts';

export function figures(over: Partial<HealthFigures> = {}): HealthFigures {
  return healthFiguresSchema.parse({
    version: '1.1.0',
    sessions: 0,
    errored_sessions: 0,
    error_rate: null,
    load_errors: 0,
    render_errors: 0,
    unhandled_errors: 0,
    api_calls: 0,
    api_failures: 0,
    api_failure_rate: null,
    inp_p75: null,
    inp_samples: 0,
    lcp_p75: null,
    lcp_samples: 0,
    cls_p75: null,
    ...over,
  });
}

/** A broken canary: every session errs, stable none, and INP slower. */
export const brokenCanary = (sessions: number) =>
  figures({
    version: '1.2.0-demo.1',
    sessions,
    errored_sessions: sessions,
    error_rate: 100,
    render_errors: sessions,
    inp_p75: 320,
    inp_samples: sessions,
    lcp_p75: 1800,
    lcp_samples: sessions,
  });

export const healthyStable = (sessions: number) =>
  figures({
    sessions,
    error_rate: 0,
    inp_p75: 180,
    inp_samples: sessions,
    lcp_p75: 1500,
    lcp_samples: sessions,
  });

const MINUTE = Date.parse('2026-12-02T10:00:00.000Z');
/** A minute as the API writes it: UTC, without seconds or zone ('2026-12-02T10:01'). */
export const minuteAt = (index: number) =>
  new Date(MINUTE + index * 60_000).toISOString().slice(0, 16);

/** Three minutes: reports in the first and last, none in the middle. */
export function sectionHealth(over: Partial<SectionHealth> = {}): SectionHealth {
  return sectionHealthSchema.parse({
    section: 'journals',
    minutes: 60,
    policy: DEFAULT_ROLLOUT_POLICY,
    points: [
      { minute: minuteAt(0), canary: brokenCanary(20), stable: healthyStable(18) },
      { minute: minuteAt(1), canary: null, stable: null },
      { minute: minuteAt(2), canary: brokenCanary(20), stable: healthyStable(20) },
    ],
    window: { canary: brokenCanary(40), stable: healthyStable(38) },
    breach: {
      rule: 'error_rate',
      window_minutes: 10,
      canary: brokenCanary(40),
      stable: healthyStable(38),
      threshold: 2,
      error_ratio: 2,
    },
    ...over,
  });
}

export const noReports = () =>
  sectionHealth({
    points: [{ minute: minuteAt(0), canary: null, stable: null }],
    window: { canary: null, stable: null },
    breach: null,
  });

export function historyEntry(over: Partial<ReleaseHistoryEntry>): ReleaseHistoryEntry {
  return releaseHistoryEntrySchema.parse({
    id: 1,
    action: 'canary',
    at: '2026-12-02T10:05:00.000Z',
    by: 'Ada Admin',
    stable_version: '1.1.0',
    canary_version: '1.2.0-demo.1',
    canary_percentage: 50,
    verdict: null,
    ...over,
  });
}

/** Text without the Unicode isolates that keep versions left to right inside a sentence. */
export const withoutIsolates = (text: string | null) =>
  (text ?? '').replace(/[\u2066-\u2069]/g, '');
