// Section health from the page's start (docs/releases.md): listens at once,
// before any section loads, to what the collector needs — errors nothing
// caught and the sections' signals — and loads the collector itself once a
// section build has loaded and the page is idle (the sign-in page never does).
import { onSectionSignal } from '@colophon/shared';
import { afterFirstPaint } from '../first-load/idle';
import { errorSource } from './error-source';
import { onFirstBuild, postHealthEvent } from './health-inbox';

/** How long the collector's load may wait for an idle moment. */
const COLLECTOR_IDLE_TIMEOUT_MS = 5000;

let started = false;

export function startSectionHealth(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // The page load's first route: its largest paint is counted to the section it shows.
  const firstPath = window.location.pathname;
  window.addEventListener('error', (event) =>
    postHealthEvent({ type: 'unhandled', source: errorSource(event.filename, event.error) }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    postHealthEvent({ type: 'unhandled', source: errorSource(undefined, event.reason) }),
  );
  onSectionSignal((signal) => postHealthEvent({ type: 'signal', signal }));
  onFirstBuild(() =>
    afterFirstPaint(() => {
      import('./health-collector')
        .then(({ startHealthCollector }) => startHealthCollector(firstPath))
        .catch(() => undefined);
    }, COLLECTOR_IDLE_TIMEOUT_MS),
  );
}
