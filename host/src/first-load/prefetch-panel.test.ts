import {
  IDLE_PREFETCH_MARK,
  panelFiles,
  preloadPanelIfSignedIn,
  prefetchPanelWhenIdle,
} from './prefetch-panel';

jest.mock('./idle', () => ({
  // Run at once: what is tested is what the idle task does, not when the browser is idle.
  afterFirstPaint: (task: () => unknown) => void task(),
  backgroundSlice: () => Promise.resolve(),
}));

const listing = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'colophon:panel-prefetch';
  meta.content = content;
  document.head.append(meta);
};

// jsdom has no User Timing: record the marks.
const marks: string[] = [];
Object.defineProperty(performance, 'mark', {
  configurable: true,
  value: (name: string) => void marks.push(name),
});

afterEach(() => {
  document.head.innerHTML = '';
  marks.length = 0;
});

it('reads only this origin’s script paths from the page’s list', () => {
  listing(
    '/js/panel.1a.js https://evil.test/x.js //evil.test/y.js /js/../x.js javascript:1 /js/ok.js',
  );
  expect(panelFiles()).toEqual(['/js/panel.1a.js', '/js/ok.js']);
});

it('lists nothing without the build’s list (a development build)', () => {
  expect(panelFiles()).toEqual([]);
});

it('prefetches each listed file once, marking where the prefetch starts', async () => {
  listing('/js/panel-libraries.1a.js /js/dashboard.2b.js');
  prefetchPanelWhenIdle();
  prefetchPanelWhenIdle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const links = [...document.head.querySelectorAll('link')];
  expect(
    links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]),
  ).toEqual([
    ['prefetch', 'script', '/js/panel-libraries.1a.js'],
    ['prefetch', 'script', '/js/dashboard.2b.js'],
  ]);
  // Prefetched, not run.
  expect(document.querySelectorAll('script')).toHaveLength(0);
  expect(marks).toEqual([IDLE_PREFETCH_MARK]);
});

it('with a stored session, preloads the listed files at once; without one, nothing', () => {
  listing('/js/panel-libraries.1a.js /js/dashboard.2b.js');
  expect(preloadPanelIfSignedIn({ getItem: () => null })).toBe(false);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  expect(
    preloadPanelIfSignedIn({ getItem: (key) => (key === 'auth_token' ? 'a-token' : null) }),
  ).toBe(true);
  expect(
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]),
  ).toEqual([
    ['preload', '/js/panel-libraries.1a.js'],
    ['preload', '/js/dashboard.2b.js'],
  ]);
});

it('with a stored session, links the panel’s antd stylesheet too', () => {
  listing('/js/panel-libraries.1a.js');
  const meta = document.createElement('meta');
  meta.name = 'colophon:panel-styles';
  meta.content = '/css/panel-styles.3c.css';
  document.head.append(meta);
  preloadPanelIfSignedIn({ getItem: () => null });
  expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  preloadPanelIfSignedIn({ getItem: (key) => (key === 'auth_token' ? 'a-token' : null) });
  expect(
    [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
  ).toEqual(['/css/panel-styles.3c.css']);
});

it('without storage, preloads nothing and does not fail', () => {
  listing('/js/panel-libraries.1a.js');
  expect(() =>
    preloadPanelIfSignedIn({
      getItem: () => {
        throw new Error('denied');
      },
    }),
  ).not.toThrow();
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});
