// Work that must not compete with a first paint or with input: background
// tasks in slices, each slice its own task, the main thread given back in
// between so a click is handled at once. What it buys is counted where it is
// used (prefetch-panel.ts, section-intent.ts, provided-shared.ts): no long
// task after the idle-preload mark over 52 ms at 4× CPU, against 108, 88 and
// 70 ms when preloading ran in one piece (ADR 0012).

interface PostTaskScheduler {
  postTask<T>(callback: () => T, options?: { priority?: string; delay?: number }): Promise<T>;
  yield?: () => Promise<void>;
}

const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;

/** Runs `task` once the page has painted and the browser is idle (at most `timeout` ms later). */
export function afterFirstPaint(task: () => unknown, timeout = 2000): void {
  if (typeof window === 'undefined') return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => void task(), { timeout });
      } else void task();
    }, 0),
  );
}

/**
 * Gives the main thread back before the next slice of background work: with
 * `scheduler.postTask` at background priority (every user-visible task goes
 * first), else at the next idle period.
 */
export function backgroundSlice(): Promise<void> {
  if (scheduler?.postTask) {
    return scheduler.postTask(() => undefined, { priority: 'background' });
  }
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    } else setTimeout(resolve, 0);
  });
}

/**
 * Ends the current task and continues in a new one, after any input waiting:
 * `scheduler.yield()` (the continuation keeps its priority, so work a
 * navigation waits for is not starved), else a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
