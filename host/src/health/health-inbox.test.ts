import { type StampedHealthEvent } from './health-events';
import {
  consumeHealthEvents,
  INBOX_LIMIT,
  onFirstBuild,
  postHealthEvent,
  resetHealthInbox,
} from './health-inbox';
import { makeBuild } from './testing/health-builds';

afterEach(resetHealthInbox);

const signal = (kind: 'shown' | 'api_call') =>
  ({ type: 'signal', signal: { section: 'journals', kind } }) as const;

it('keeps the events until the collector takes over, in order and stamped, then hands each on', () => {
  postHealthEvent(signal('shown'));
  postHealthEvent(signal('api_call'));
  const seen: StampedHealthEvent[] = [];
  consumeHealthEvents((event) => seen.push(event));
  expect(seen.map((event) => event.type === 'signal' && event.signal.kind)).toEqual([
    'shown',
    'api_call',
  ]);
  expect(seen[0]!.at).toBeLessThanOrEqual(seen[1]!.at);
  postHealthEvent(signal('api_call'));
  expect(seen).toHaveLength(3);
});

it('keeps a bounded number of them', () => {
  for (let index = 0; index < INBOX_LIMIT + 10; index += 1) postHealthEvent(signal('api_call'));
  let count = 0;
  consumeHealthEvents(() => (count += 1));
  expect(count).toBe(INBOX_LIMIT);
});

it('never throws to the reporter', () => {
  consumeHealthEvents(() => {
    throw new Error('collector bug');
  });
  expect(() => postHealthEvent(signal('shown'))).not.toThrow();
});

it('tells once when the first build loads or fails, even if it came first', () => {
  const first = jest.fn();
  onFirstBuild(first);
  postHealthEvent(signal('shown'));
  expect(first).not.toHaveBeenCalled();
  postHealthEvent({ type: 'load_error', build: makeBuild('journals', 'canary', '1.1.0') });
  postHealthEvent({ type: 'loaded', build: makeBuild('journals', 'stable', '1.0.0') });
  expect(first).toHaveBeenCalledTimes(1);

  resetHealthInbox();
  postHealthEvent({ type: 'loaded', build: makeBuild('users', 'stable', '1.0.0') });
  const late = jest.fn();
  onFirstBuild(late);
  expect(late).toHaveBeenCalledTimes(1);
});
