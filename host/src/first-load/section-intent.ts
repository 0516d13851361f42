// Sections' code loaded before it is asked for: on hover or focus of a link,
// and every section once the signed-in screen is idle. A sidebar click then
// waits only for the section's data, as in the monolith, which preloads the
// same way: the journey's visible time stays within 1.05× of it (ADR 0012).
import { queryClient } from '@colophon/shared';
import { backgroundSlice } from './idle';
import { preloadSection } from '../federation/preload-section';
import { sectionOfPath } from '../federation/section-registry';

// The section a path opens comes from the sections' manifests (their route
// prefixes), the same data the host routes and the sidebar are built from.
export { sectionOfPath };

/** A pointer over, or focus on, a link to a section: load its code now. */
export function preloadSectionOf(path: string): void {
  const section = sectionOfPath(path);
  if (section) void preloadSection(section);
}

/** The performance mark set when idle preloading of the sections starts. */
export const IDLE_PRELOAD_MARK = 'colophon:idle-preload';

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
  void (async () => {
    await whenQuiet(controller.signal);
    if (controller.signal.aborted) return;
    // Where the screen's own loading ends and idle preloading begins (the web bench reads it).
    performance.mark(IDLE_PRELOAD_MARK);
    // Resolved once the screen has its data: the registry has usually been read by then.
    const owners = paths.map((path) => sectionOfPath(path));
    const sections = [...new Set(owners.filter((s) => s !== null))];
    for (const [index, section] of sections.entries()) {
      if (index > 0) await whenQuiet(controller.signal);
      // Each section in its own background task: input and rendering go first.
      await backgroundSlice();
      if (controller.signal.aborted) return;
      await preloadSection(section);
    }
  })();
  return () => controller.abort();
}
