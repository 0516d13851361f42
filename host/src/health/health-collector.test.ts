// The collector end to end, in one page load per test: events in, beacons out
// through a mocked navigator.sendBeacon, checked with the API's own schema.
import { type RemotesResponse } from '@colophon/shared/contracts';
import { type VitalReport } from './web-vitals-watch';
import { makeBuild, parseBeacon } from './testing/health-builds';

jest.mock('./web-vitals-watch', () => ({ watchWebVitals: jest.fn() }));

const stable = makeBuild('journals', 'stable', '1.0.0');

const registry = (rate: number | undefined): RemotesResponse => ({
  remotes: [
    {
      section: 'journals',
      name: 'mf_journals',
      stable: { version: '1.0.0', entry: stable.entry, deployed: false, manifest: stable.manifest },
      canary: null,
    },
  ],
  qa_overrides: false,
  ...(rate === undefined ? {} : { health_sample_rate: rate }),
});

/**
 * A fresh page load at `path`: the modules anew (the inbox, the query cache,
 * the collector), health started as bootstrap.tsx starts it.
 */
async function pageLoad(path: string) {
  jest.resetModules();
  window.history.replaceState(null, '', path);
  const shared = await import('@colophon/shared');
  const contracts = await import('@colophon/shared/contracts');
  const inbox = await import('./health-inbox');
  const { startSectionHealth } = await import('./start-section-health');
  const { remotesQueryOptions } = await import('../federation/register-remotes');
  const watchWebVitals = (await import('./web-vitals-watch')).watchWebVitals as jest.Mock;
  const readRegistry = (remotes: RemotesResponse) =>
    shared.queryClient.setQueryData(remotesQueryOptions.queryKey, remotes);
  const reportVital = (vital: VitalReport) =>
    (watchWebVitals.mock.calls[0]?.[0] as (vital: VitalReport) => void)(vital);
  startSectionHealth();
  // The collector loads once a build has loaded, when the page is idle.
  const idle = () => jest.advanceTimersByTimeAsync(100);
  return { shared, contracts, inbox, readRegistry, reportVital, idle };
}

let beacon: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

it('sends what the page load saw of the build, anonymous, once the registry is read', async () => {
  const page = await pageLoad('/journals/3');
  page.shared.useAuthStore.setState({ user: { id: 5 } as never, isAuthenticated: true });
  // Before the registry is read: kept by the inbox.
  page.inbox.postHealthEvent({ type: 'loaded', build: stable });
  page.shared.reportSectionSignal({ section: 'journals', kind: 'shown' });
  page.shared.reportSectionSignal({ section: 'journals', kind: 'render_error' });
  await page.idle();
  page.readRegistry(registry(1));
  page.shared.reportSectionSignal({ section: 'journals', kind: 'api_call' });
  // An error nothing caught, thrown by the build's code; and one of the host's.
  const chunk = 'http://localhost:4105/mf-journals/1.0.0/static/js/5.js';
  window.dispatchEvent(new ErrorEvent('error', { filename: chunk, message: 'boom' }));
  window.dispatchEvent(
    new ErrorEvent('error', { filename: 'http://localhost/static/js/bootstrap.js' }),
  );
  // The page load's largest paint, on its first route (a journals page).
  page.reportVital({ vital: 'lcp_ms', value: 1234.4, at: null });

  jest.advanceTimersByTime(9_999);
  expect(beacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(beacon).toHaveBeenCalledTimes(1);
  const [url, body] = beacon.mock.calls[0] as [string, string];
  expect(url).toBe('/api/v1/remotes/health');
  expect(body).not.toMatch(/user|device|"id"/);
  expect(parseBeacon(body).samples).toEqual([
    {
      section: 'journals',
      version: '1.0.0',
      channel: 'stable',
      cohort: page.contracts.cohortOf('user:5', 'journals'),
      sessions: 1,
      errored_sessions: 1,
      load_errors: 0,
      render_errors: 1,
      unhandled_errors: 1,
      api_calls: 1,
      api_failures: 0,
      lcp_ms: [1234],
      inp_ms: [],
      cls: [],
    },
  ]);
});

it('sends the vitals web-vitals reports as the page is hidden at once', async () => {
  const page = await pageLoad('/dashboard');
  page.readRegistry(registry(1));
  page.inbox.postHealthEvent({ type: 'loaded', build: stable });
  page.shared.reportSectionSignal({ section: 'journals', kind: 'shown' });
  await page.idle();
  jest.advanceTimersByTime(10_000);
  expect(beacon).toHaveBeenCalledTimes(1);

  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  page.reportVital({ vital: 'inp_ms', value: 240, at: performance.now() });
  visibility.mockRestore();
  expect(beacon).toHaveBeenCalledTimes(2);
  expect(parseBeacon(beacon.mock.calls[1]?.[1] as string).samples).toEqual([
    expect.objectContaining({ sessions: 0, inp_ms: [240], lcp_ms: [] }),
  ]);
});

it('a page that runs no section (the sign-in page) never loads the collector', async () => {
  const page = await pageLoad('/login');
  page.readRegistry(registry(1));
  page.shared.reportSectionSignal({ section: 'journals', kind: 'api_call' });
  await page.idle();
  const { watchWebVitals } = await import('./web-vitals-watch');
  expect(watchWebVitals).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).not.toHaveBeenCalled();
});

it.each([0, undefined])('a page load not sampled (rate %s) sends nothing', async (rate) => {
  const page = await pageLoad('/journals');
  page.inbox.postHealthEvent({ type: 'loaded', build: stable });
  await page.idle();
  page.readRegistry(registry(rate));
  page.shared.reportSectionSignal({ section: 'journals', kind: 'shown' });
  page.shared.reportSectionSignal({ section: 'journals', kind: 'render_error' });
  window.dispatchEvent(new Event('pagehide'));
  jest.advanceTimersByTime(60_000);
  expect(beacon).not.toHaveBeenCalled();
});
