import { queryClient } from '@colophon/shared';
import { preloadSection } from '../federation/preload-section';
import { preloadSectionOf, preloadSectionsWhenIdle, sectionOfPath } from './section-intent';

jest.mock('../federation/preload-section', () => ({
  preloadSection: jest.fn(() => Promise.resolve()),
}));
// The registry is not read here: paths map to sections by the host's own manifests.
jest.mock('../federation/built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest.requireActual('../federation/testing/section-manifests').repoManifests(),
}));
const preload = jest.mocked(preloadSection);

const PATHS = ['/dashboard', '/journals', '/manuscripts', '/categories', '/submissions', '/users'];

/** Lets the idle fallback timer (jsdom has no requestIdleCallback) and the awaits run. */
async function flushIdle(times = 6) {
  for (let i = 0; i < times; i += 1) {
    await jest.advanceTimersByTimeAsync(250);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  preload.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  queryClient.clear();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

it('maps sidebar destinations to the sections that own them', () => {
  expect(sectionOfPath('/journals')).toBe('journals');
  expect(sectionOfPath('/submissions')).toBe('manuscripts');
  expect(sectionOfPath('/dashboard')).toBeNull();
  expect(sectionOfPath('/tags')).toBe('categories');
  // Paths no section owns load nothing.
  expect(sectionOfPath('/tagsx')).toBeNull();
  expect(sectionOfPath('/reviews')).toBe('manuscripts');
  preloadSectionOf('/settings');
  expect(preload).not.toHaveBeenCalled();
  preloadSectionOf('/users');
  expect(preload).toHaveBeenCalledWith('users');
});

it('loads every section once, in sidebar order, when idle', async () => {
  preloadSectionsWhenIdle(PATHS);
  expect(preload).not.toHaveBeenCalled();
  await flushIdle();
  expect(preload.mock.calls.map(([section]) => section)).toEqual([
    'journals',
    'manuscripts',
    'categories',
    'users',
  ]);
});

it('waits until no query is fetching', async () => {
  let answer: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({
    queryKey: ['slow'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  preloadSectionsWhenIdle(PATHS);
  await flushIdle();
  expect(preload).not.toHaveBeenCalled();
  answer('done');
  await flushIdle();
  expect(preload).toHaveBeenCalledTimes(4);
});

it('stops when cancelled, and does nothing when the browser saves data', async () => {
  const cancel = preloadSectionsWhenIdle(PATHS);
  cancel();
  await flushIdle();
  expect(preload).not.toHaveBeenCalled();

  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true },
    configurable: true,
  });
  preloadSectionsWhenIdle(PATHS);
  await flushIdle();
  expect(preload).not.toHaveBeenCalled();
});
