// The page's Web Vitals through the web-vitals library, imported when the
// collector starts (after the first paint, when idle): a first load does not
// download it. Its observers read the browser's buffered entries, so a
// largest paint that happened before it loaded is still seen.
import { type HealthVital } from './health-tally';

/** A value and when it happened (performance.now()); null for LCP, the first route's. */
export interface VitalReport {
  vital: HealthVital;
  value: number;
  at: number | null;
}

interface TimedEntry {
  startTime: number;
  value?: number;
}

/** When the interaction that set INP began. */
export function interactionTime(entries: readonly TimedEntry[]): number {
  return entries[0]?.startTime ?? performance.now();
}

/** When the largest layout shift of CLS's window happened (now when there was none). */
export function largestShiftTime(entries: readonly TimedEntry[]): number {
  const largest = entries.reduce<TimedEntry | null>(
    (best, entry) => (best && (best.value ?? 0) >= (entry.value ?? 0) ? best : entry),
    null,
  );
  return largest?.startTime ?? performance.now();
}

/** Calls `report` with LCP, INP and CLS as web-vitals reports them; never throws. */
export function watchWebVitals(report: (vital: VitalReport) => void): void {
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      onLCP((metric) => report({ vital: 'lcp_ms', value: metric.value, at: null }));
      onINP((metric) =>
        report({ vital: 'inp_ms', value: metric.value, at: interactionTime(metric.entries) }),
      );
      onCLS((metric) =>
        report({ vital: 'cls', value: metric.value, at: largestShiftTime(metric.entries) }),
      );
    })
    .catch(() => undefined);
}
