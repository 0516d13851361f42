// What the sections' shared code tells the host's health collector
// (host/src/health): a section was shown or hidden, crashed while rendering,
// or made an API call that succeeded or failed. It lives in @colophon/shared,
// a Module Federation singleton, so the host and every section report into
// this one list of listeners.

/**
 * - `shown` / `hidden`: the section's parcel became the one on screen, or left it;
 * - `render_error`: an error boundary of the section caught an error;
 * - `api_call`: a call the section made was answered (after the client's retries);
 * - `api_failure`: that call failed for good (no answer, or a 5xx status).
 */
export const SECTION_SIGNAL_KINDS = [
  'shown',
  'hidden',
  'render_error',
  'api_call',
  'api_failure',
] as const;
export type SectionSignalKind = (typeof SECTION_SIGNAL_KINDS)[number];

export interface SectionSignal {
  section: string;
  kind: SectionSignalKind;
}

export type SectionSignalListener = (signal: SectionSignal) => void;

const listeners = new Set<SectionSignalListener>();

/** Tells every listener; a listener that throws is skipped, never the caller's problem. */
export function reportSectionSignal(signal: SectionSignal): void {
  for (const listener of listeners) {
    try {
      listener(signal);
    } catch {
      // Health reporting must never break the code that reports.
    }
  }
}

/** Listens to every signal from now on; returns the unsubscribe. */
export function onSectionSignal(listener: SectionSignalListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
