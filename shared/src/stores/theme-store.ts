// Theme choice: light, dark or system. System follows the device's
// dark-mode preference live. The result is applied as a `dark` class and a
// `data-theme` attribute on <html> and the choice is saved under 'theme'.
import { create } from 'zustand';
import { readStorage, writeStorage } from './safe-storage';
import { THEME_STORAGE_KEY } from './storage-keys';

export type ThemeMode = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['system', 'light', 'dark'];
const NEXT_MODE: Record<ThemeMode, ThemeMode> = { system: 'light', light: 'dark', dark: 'system' };
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeState {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
  /** system → light → dark → system */
  cycle: () => void;
}

function darkQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(DARK_QUERY);
}

function resolveTheme(mode: ThemeMode): ResolvedTheme {
  if (mode !== 'system') return mode;
  return darkQuery()?.matches ? 'dark' : 'light';
}

function readSavedMode(): ThemeMode {
  const saved = readStorage(THEME_STORAGE_KEY);
  return THEME_MODES.includes(saved as ThemeMode) ? (saved as ThemeMode) : 'system';
}

function applyTheme(resolved: ResolvedTheme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.setAttribute('data-theme', resolved);
  root.style.colorScheme = resolved;
}

const initialMode = readSavedMode();

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: initialMode,
  resolved: resolveTheme(initialMode),
  setMode: (mode) => {
    writeStorage(THEME_STORAGE_KEY, mode);
    const resolved = resolveTheme(mode);
    applyTheme(resolved);
    set({ mode, resolved });
  },
  cycle: () => get().setMode(NEXT_MODE[get().mode]),
}));

applyTheme(useThemeStore.getState().resolved);

// Follow the device while the choice is 'system'. The store lives for the
// page's lifetime (it is a singleton), so the listener is never removed.
const query = darkQuery();
const onSystemChange = () => {
  if (useThemeStore.getState().mode !== 'system') return;
  const resolved = resolveTheme('system');
  applyTheme(resolved);
  useThemeStore.setState({ resolved });
};
if (query?.addEventListener) query.addEventListener('change', onSystemChange);
else query?.addListener?.(onSystemChange);
