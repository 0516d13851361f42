import { queryClient } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { preloadSection } from './preload-section';

/** The host paths a section owns (the section routes of app/routes.tsx). */
const SECTION_OF_PATH: Record<string, SectionName> = {
  '/journals': 'journals',
  '/manuscripts': 'manuscripts',
  '/submissions': 'manuscripts',
  '/categories': 'categories',
  '/users': 'users',
};

/** The section a sidebar destination opens, if it is one. */
export function sectionOfPath(path: string): SectionName | null {
  return SECTION_OF_PATH[path] ?? null;
}

/** A pointer over, or focus on, a link to a section: load its code now. */
export function preloadSectionOf(path: string): void {
  const section = sectionOfPath(path);
  if (section) void preloadSection(section);
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/** Resolves once no query is fetching (the screen has its data) and the main thread is idle. */
function whenQuiet(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      const w = window as IdleWindow;
      if (w.requestIdleCallback) {
        const handle = w.requestIdleCallback(() => resolve(), { timeout: 2000 });
        signal.addEventListener('abort', () => w.cancelIdleCallback?.(handle));
      } else {
        const timer = setTimeout(resolve, 200);
        signal.addEventListener('abort', () => clearTimeout(timer));
      }
    };
    if (queryClient.isFetching() === 0) return idle();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      idle();
    });
    signal.addEventListener('abort', unsubscribe);
  });
}

/**
 * Once the signed-in screen has its data and the browser is idle, loads the
 * code of every section, one after the other, so that opening one needs only
 * its data. Skipped when the browser asks to save data. Returns a cancel.
 */
export function preloadSectionsWhenIdle(paths: readonly string[]): () => void {
  const controller = new AbortController();
  if ((navigator as SaveDataNavigator).connection?.saveData) return () => undefined;
  const sections = [...new Set(paths.map(sectionOfPath).filter((s) => s !== null))];
  void (async () => {
    for (const section of sections) {
      await whenQuiet(controller.signal);
      if (controller.signal.aborted) return;
      await preloadSection(section);
    }
  })();
  return () => controller.abort();
}
