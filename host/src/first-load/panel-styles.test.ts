import { linkPanelStyles, panelStylesFile, panelStylesReady } from './panel-styles';

const naming = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'colophon:panel-styles';
  meta.content = content;
  document.head.append(meta);
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

it('reads only a stylesheet path of this origin from the page', () => {
  expect(panelStylesFile()).toBeNull();
  for (const content of [
    'https://evil.test/x.css',
    '//evil.test/x.css',
    '/css/../x.css',
    '/js/panel.1a.js',
    'javascript:1',
  ]) {
    document.head.innerHTML = '';
    naming(content);
    expect(panelStylesFile()).toBeNull();
  }
  document.head.innerHTML = '';
  naming('/css/panel-styles.4194b50e20.css');
  expect(panelStylesFile()).toBe('/css/panel-styles.4194b50e20.css');
});

it('without a named stylesheet (a development build), links nothing and waits for nothing', async () => {
  linkPanelStyles();
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  expect(await settled(panelStylesReady())).toBe(true);
});

it('links the stylesheet once, and is ready when it has loaded', async () => {
  naming('/css/panel-styles.1a.css');
  linkPanelStyles();
  linkPanelStyles();
  const links = document.head.querySelectorAll('link[rel="stylesheet"]');
  expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/css/panel-styles.1a.css']);
  const ready = panelStylesReady();
  expect(await settled(ready)).toBe(false);
  links.item(0).dispatchEvent(new Event('load'));
  expect(await settled(ready)).toBe(true);
});

it('is ready when the stylesheet fails, or after a while without an answer', async () => {
  naming('/css/panel-styles.2b.css');
  linkPanelStyles();
  const failed = panelStylesReady();
  document.head.querySelector('link')?.dispatchEvent(new Event('error'));
  expect(await settled(failed)).toBe(true);

  document.head.innerHTML = '';
  jest.useFakeTimers();
  naming('/css/panel-styles.3c.css');
  linkPanelStyles();
  let done = false;
  void panelStylesReady().then(() => (done = true));
  await jest.advanceTimersByTimeAsync(2999);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});
