import { FLUSH_INTERVAL_MS, HealthFlusher } from './health-flusher';
import { HealthTally, type TalliedBuild } from './health-tally';
import { parseBeacon } from './testing/health-builds';

const build: TalliedBuild = { section: 'journals', version: '1.1.0', channel: 'canary', cohort: 3 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const tally = new HealthTally();
  const sent: string[] = [];
  const flusher = new HealthFlusher(tally, (body) => sent.push(body));
  return { tally, flusher, sent };
}

it('sends what is waiting about every 10 s, and nothing while nothing is', () => {
  const { tally, flusher, sent } = setup();
  flusher.schedule();
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
  expect(sent).toEqual([]);

  tally.count(build, 'api_calls');
  flusher.schedule();
  tally.count(build, 'api_calls');
  flusher.schedule();
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sent.map((body) => parseBeacon(body).samples[0]?.api_calls)).toEqual([2]);

  tally.count(build, 'render_errors');
  flusher.schedule();
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
  expect(sent.map((body) => parseBeacon(body).samples[0])).toEqual([
    expect.objectContaining({ sessions: 1, api_calls: 2 }),
    expect.objectContaining({ sessions: 0, errored_sessions: 1, render_errors: 1 }),
  ]);
});

it('sends at once when the page is hidden or left', () => {
  const { tally, flusher, sent } = setup();
  flusher.flushOnLeave();
  tally.start(build);
  flusher.schedule();
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sent).toHaveLength(1);
  visibility.mockRestore();

  tally.count(build, 'api_calls');
  window.dispatchEvent(new Event('pagehide'));
  expect(sent).toHaveLength(2);
  // The pending timer found nothing left to send.
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
  expect(sent).toHaveLength(2);
});
