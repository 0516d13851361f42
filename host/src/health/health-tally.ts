// What this page load saw of each section build since its last beacon, and
// the samples (shared/src/contracts/section-health.ts) that report it. A
// sample counts the page load as a session of the build once, and as an
// errored session once, so the API needs no id to count either.
import { type HealthChannel, type HealthSample } from '@colophon/shared/contracts';

/** A build as its samples name it: anonymous, the cohort it was chosen by. */
export interface TalliedBuild {
  section: string;
  version: string;
  channel: HealthChannel;
  cohort: number;
}

export type HealthCounter =
  'load_errors' | 'render_errors' | 'unhandled_errors' | 'api_calls' | 'api_failures';
export type HealthVital = 'lcp_ms' | 'inp_ms' | 'cls';

/** Any of these makes the page load an errored session of the build. */
const ERRORS: ReadonlySet<HealthCounter> = new Set([
  'load_errors',
  'render_errors',
  'unhandled_errors',
  'api_failures',
]);
/** The most a sample carries (the contract's limits); the rest waits for the next one. */
const COUNT_LIMIT = 1000;
const VITAL_LIMITS: Record<HealthVital, number> = { lcp_ms: 5, inp_ms: 20, cls: 5 };
const VITAL_MAX: Record<HealthVital, number> = { lcp_ms: 60_000, inp_ms: 60_000, cls: 100 };

const COUNTERS: readonly HealthCounter[] = [
  'load_errors',
  'render_errors',
  'unhandled_errors',
  'api_calls',
  'api_failures',
];

interface Entry {
  build: TalliedBuild;
  sessionSent: boolean;
  errored: boolean;
  erroredSent: boolean;
  counts: Record<HealthCounter, number>;
  vitals: Record<HealthVital, number[]>;
}

const keyOf = ({ section, version, channel }: TalliedBuild) => `${section} ${version} ${channel}`;

/** A vital as the contract takes it: within range, milliseconds whole, CLS to 4 decimals. */
function clampVital(vital: HealthVital, value: number): number {
  const clamped = Math.min(Math.max(value, 0), VITAL_MAX[vital]);
  return vital === 'cls' ? Math.round(clamped * 10_000) / 10_000 : Math.round(clamped);
}

export class HealthTally {
  private readonly entries = new Map<string, Entry>();

  /** The build's session starts (it was shown, or anything else happened to it). */
  start(build: TalliedBuild): void {
    this.entry(build);
  }

  count(build: TalliedBuild, counter: HealthCounter): void {
    const entry = this.entry(build);
    entry.counts[counter] += 1;
    if (ERRORS.has(counter)) entry.errored = true;
  }

  vital(build: TalliedBuild, vital: HealthVital, value: number): void {
    if (!Number.isFinite(value)) return;
    this.entry(build).vitals[vital].push(clampVital(vital, value));
  }

  /** Whether a beacon would carry anything. */
  pending(): boolean {
    return [...this.entries.values()].some(hasNews);
  }

  /** The samples of everything not yet reported; what exceeds a sample's limits stays. */
  take(): HealthSample[] {
    const samples: HealthSample[] = [];
    for (const entry of this.entries.values()) {
      if (!hasNews(entry)) continue;
      const counts = Object.fromEntries(
        COUNTERS.map((counter) => {
          const taken = Math.min(entry.counts[counter], COUNT_LIMIT);
          entry.counts[counter] -= taken;
          return [counter, taken];
        }),
      ) as Record<HealthCounter, number>;
      samples.push({
        ...entry.build,
        sessions: entry.sessionSent ? 0 : 1,
        errored_sessions: entry.errored && !entry.erroredSent ? 1 : 0,
        ...counts,
        lcp_ms: entry.vitals.lcp_ms.splice(0, VITAL_LIMITS.lcp_ms),
        inp_ms: entry.vitals.inp_ms.splice(0, VITAL_LIMITS.inp_ms),
        cls: entry.vitals.cls.splice(0, VITAL_LIMITS.cls),
      });
      entry.sessionSent = true;
      if (entry.errored) entry.erroredSent = true;
    }
    return samples;
  }

  private entry(build: TalliedBuild): Entry {
    const key = keyOf(build);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        build: { ...build },
        sessionSent: false,
        errored: false,
        erroredSent: false,
        counts: Object.fromEntries(COUNTERS.map((counter) => [counter, 0])) as Record<
          HealthCounter,
          number
        >,
        vitals: { lcp_ms: [], inp_ms: [], cls: [] },
      };
      this.entries.set(key, entry);
    }
    return entry;
  }
}

function hasNews(entry: Entry): boolean {
  return (
    !entry.sessionSent ||
    (entry.errored && !entry.erroredSent) ||
    COUNTERS.some((counter) => entry.counts[counter] > 0) ||
    Object.values(entry.vitals).some((values) => values.length > 0)
  );
}
