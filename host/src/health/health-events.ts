// What the health collector hears about, wherever it comes from: the
// federation (a build loaded, or failed to), the sections' shared code (the
// section signals) and the window (an error nothing caught).
import { type SectionSignal } from '@colophon/shared';
import { type ResolvedBuild } from '../federation/resolve-build';

export type HealthEvent =
  | { type: 'loaded'; build: ResolvedBuild }
  | { type: 'load_error'; build: ResolvedBuild }
  | { type: 'signal'; signal: SectionSignal }
  /** `source`: the error's script address and stack, to find the build it came from. */
  | { type: 'unhandled'; source: string };

/** An event and when it happened (performance.now()). */
export type StampedHealthEvent = HealthEvent & { at: number };
