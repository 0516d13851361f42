import type * as ThemeStoreModule from './theme-store';
import { type useThemeStore as UseThemeStore } from './theme-store';

type Listener = (event: { matches: boolean }) => void;

/** A controllable `(prefers-color-scheme: dark)` media query. */
function installDarkPreference(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<Listener>();
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === '(prefers-color-scheme: dark)' && dark;
    },
    media,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener({ matches: value }));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function loadStore(): typeof UseThemeStore {
  let store: typeof UseThemeStore | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    store = (require('./theme-store') as typeof ThemeStoreModule).useThemeStore;
  });
  return store!;
}

const html = document.documentElement;
let preference: ReturnType<typeof installDarkPreference>;

beforeEach(() => {
  localStorage.clear();
  html.className = '';
  html.removeAttribute('data-theme');
});
afterEach(() => preference.restore());

it('starts in system mode following the device, and applies it to <html>', () => {
  preference = installDarkPreference(true);
  const store = loadStore();
  expect(store.getState()).toMatchObject({ mode: 'system', resolved: 'dark' });
  expect(html.classList.contains('dark')).toBe(true);
  expect(html.getAttribute('data-theme')).toBe('dark');
});

it('restores a saved choice over the device preference', () => {
  preference = installDarkPreference(true);
  localStorage.setItem('theme', 'light');
  const store = loadStore();
  expect(store.getState()).toMatchObject({ mode: 'light', resolved: 'light' });
  expect(html.classList.contains('dark')).toBe(false);
  expect(html.getAttribute('data-theme')).toBe('light');
});

it('ignores an unknown saved value', () => {
  preference = installDarkPreference(false);
  localStorage.setItem('theme', 'sepia');
  expect(loadStore().getState()).toMatchObject({ mode: 'system', resolved: 'light' });
});

it('cycles system → light → dark → system and saves each choice', () => {
  preference = installDarkPreference(false);
  const store = loadStore();
  const seen: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    store.getState().cycle();
    seen.push(
      `${store.getState().mode}:${localStorage.getItem('theme')}:${html.getAttribute('data-theme')}`,
    );
  }
  expect(seen).toEqual(['light:light:light', 'dark:dark:dark', 'system:system:light']);
});

it('setMode applies the dark class and attribute', () => {
  preference = installDarkPreference(false);
  const store = loadStore();
  store.getState().setMode('dark');
  expect(html.classList.contains('dark')).toBe(true);
  expect(html.getAttribute('data-theme')).toBe('dark');
  store.getState().setMode('light');
  expect(html.classList.contains('dark')).toBe(false);
});

it('follows device changes live in system mode only', () => {
  preference = installDarkPreference(false);
  const store = loadStore();
  preference.setDark(true);
  expect(store.getState().resolved).toBe('dark');
  expect(html.classList.contains('dark')).toBe(true);
  preference.setDark(false);
  expect(store.getState().resolved).toBe('light');
  expect(html.getAttribute('data-theme')).toBe('light');

  store.getState().setMode('light');
  preference.setDark(true);
  expect(store.getState()).toMatchObject({ mode: 'light', resolved: 'light' });
  expect(html.classList.contains('dark')).toBe(false);
});
