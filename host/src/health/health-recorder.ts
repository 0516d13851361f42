// Turns health events into the tally of each section build: which build of a
// section this page load runs, which build an error came from, which section
// was on screen when.
import { type SectionSignal } from '@colophon/shared';
import { sectionOfPathIn } from '@colophon/shared/contracts';
import { type ResolvedBuild } from '../federation/resolve-build';
import { buildOfSource } from './chunk-attribution';
import { type StampedHealthEvent } from './health-events';
import {
  type HealthCounter,
  type HealthTally,
  type HealthVital,
  type TalliedBuild,
} from './health-tally';
import { ShownTimeline } from './shown-timeline';

export interface RecorderOptions {
  /** The cohort (0-99) the build was chosen by for this browser. */
  cohortOf: (build: ResolvedBuild) => number;
  /** The host's own origin ('http://host:4100/'): never a build's base. */
  hostBase?: string;
  /** Something new was tallied: the collector schedules a beacon. */
  onNews: () => void;
}

const SIGNAL_COUNTERS: Partial<Record<SectionSignal['kind'], HealthCounter>> = {
  render_error: 'render_errors',
  api_call: 'api_calls',
  api_failure: 'api_failures',
};

/** A build seen on this page load; `tallied` null for a QA override, which reports nothing. */
interface SeenBuild {
  entry: string;
  tallied: TalliedBuild | null;
}

export class HealthRecorder {
  readonly timeline = new ShownTimeline();
  /** The build of each section the section's signals belong to: the one last loaded. */
  private readonly current = new Map<string, SeenBuild>();
  /** The routes of the builds loaded: which section a path of this page load showed. */
  private readonly routes = new Map<string, string[]>();
  /** Every build loaded or tried: an uncaught error may come from any of them. */
  private readonly seen: SeenBuild[] = [];

  constructor(
    private readonly tally: HealthTally,
    private readonly options: RecorderOptions,
  ) {}

  handle(event: StampedHealthEvent): void {
    switch (event.type) {
      case 'loaded':
        this.current.set(event.build.section, this.see(event.build));
        this.routes.set(event.build.section, event.build.manifest.routes);
        return;
      case 'load_error':
        this.count(this.see(event.build).tallied, 'load_errors');
        return;
      case 'signal':
        this.signal(event.signal, event.at);
        return;
      case 'unhandled': {
        const from = buildOfSource(event.source, this.seen, this.options.hostBase);
        this.count(from?.tallied ?? null, 'unhandled_errors');
        return;
      }
    }
  }

  /** The section whose loaded build owns `path` (the page load's first route), or null. */
  sectionOfPath(path: string): string | null {
    const manifests = [...this.routes].map(([section, routes]) => ({ section, routes }));
    return sectionOfPathIn(manifests, path);
  }

  /** A Web Vital of the page, counted to the build of `section` (the route shown). */
  vital(section: string | null, vital: HealthVital, value: number): void {
    const build = section === null ? null : (this.current.get(section)?.tallied ?? null);
    if (!build) return;
    this.tally.vital(build, vital, value);
    this.options.onNews();
  }

  private signal({ section, kind }: SectionSignal, at: number): void {
    if (kind === 'shown' || kind === 'hidden') this.timeline.record(at, section, kind === 'shown');
    const build = this.current.get(section)?.tallied ?? null;
    if (!build || kind === 'hidden') return;
    const counter = SIGNAL_COUNTERS[kind];
    if (counter) return this.count(build, counter);
    this.tally.start(build);
    this.options.onNews();
  }

  private count(build: TalliedBuild | null, counter: HealthCounter): void {
    if (!build) return;
    this.tally.count(build, counter);
    this.options.onNews();
  }

  private see(build: ResolvedBuild): SeenBuild {
    const known = this.seen.find((candidate) => candidate.entry === build.entry);
    if (known) return known;
    const seen: SeenBuild = {
      entry: build.entry,
      tallied:
        build.channel === 'override'
          ? null
          : {
              section: build.section,
              version: build.version,
              channel: build.channel,
              cohort: this.options.cohortOf(build),
            },
    };
    this.seen.push(seen);
    return seen;
  }
}
