// The section health collector (docs/releases.md), loaded once the page is
// idle: decides whether this page load is sampled, tallies what the inbox
// hands it per section build and sends it in beacons to the registry.
import { apiClient, queryClient } from '@colophon/shared';
import { type RemotesResponse } from '@colophon/shared/contracts';
import { remotesQueryOptions } from '../federation/register-remotes';
import { buildCohort } from './build-cohort';
import { HealthFlusher } from './health-flusher';
import { consumeHealthEvents } from './health-inbox';
import { HealthRecorder } from './health-recorder';
import { HealthTally } from './health-tally';
import { pageSampled } from './page-sampled';
import { sendHealthBeacon } from './send-beacon';
import { watchWebVitals } from './web-vitals-watch';

/** Calls `then` once the registry (GET remotes) has been read on this page load. */
function whenRemotesRead(then: (remotes: RemotesResponse) => void): void {
  const read = () => queryClient.getQueryData(remotesQueryOptions.queryKey);
  const remotes = read();
  if (remotes) return then(remotes);
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    const data = read();
    if (!data) return;
    unsubscribe();
    then(data);
  });
}

const healthUrl = () =>
  `${(apiClient.defaults.baseURL ?? '/api/v1').replace(/\/$/, '')}/remotes/health`;

/** Starts collecting; `firstPath` is the page load's first route (its LCP's section). */
export function startHealthCollector(firstPath: string): void {
  whenRemotesRead((remotes) => {
    if (!pageSampled(remotes.health_sample_rate)) {
      // Not sampled: the events kept so far and every later one are dropped.
      consumeHealthEvents(() => undefined);
      return;
    }
    const url = healthUrl();
    const tally = new HealthTally();
    const flusher = new HealthFlusher(tally, (body) => sendHealthBeacon(url, body));
    const recorder = new HealthRecorder(tally, {
      cohortOf: buildCohort,
      hostBase: `${window.location.origin}/`,
      onNews: () => flusher.schedule(),
    });
    flusher.flushOnLeave();
    consumeHealthEvents((event) => recorder.handle(event));
    watchWebVitals(({ vital, value, at }) => {
      const section =
        at === null ? recorder.sectionOfPath(firstPath) : recorder.timeline.sectionAt(at);
      recorder.vital(section, vital, value);
      // web-vitals reports INP and CLS as the page is hidden: send them before it goes.
      if (document.visibilityState === 'hidden') flusher.flush();
    });
  });
}
