// The sign-in page's idle time fetches the signed-in panel's first screen
// (ADR 0012, seventh step): the build lists its files in the page
// (shared/mf/panel-prefetch-plugin.cjs), and each becomes a
// <link rel="prefetch">: downloaded at the browser's lowest priority into the
// HTTP cache, not evaluated, so the sign-in page's main thread does no more
// work. After sign-in the panel's chunks load from the cache.
import { afterFirstPaint, backgroundSlice } from './idle';

/** Where the sign-in page's own loading ends and its prefetch begins (the web bench reads it). */
export const IDLE_PREFETCH_MARK = 'colophon:idle-prefetch';
const META_NAME = 'colophon:panel-prefetch';

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

let started = false;

/** The panel's script files the page lists (none in a development build). */
export function panelFiles(doc: Document = document): string[] {
  const content = doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '';
  // Only paths of this origin: the list is the build's, never a place to fetch from elsewhere.
  return content.split(/\s+/).filter((file) => /^(\/[\w-][\w.-]*)+\.js$/.test(file));
}

/** Once the page has painted and is idle, prefetches the panel's files (once per page load). */
export function prefetchPanelWhenIdle(): void {
  if (started || (navigator as SaveDataNavigator).connection?.saveData) return;
  started = true;
  afterFirstPaint(async () => {
    await backgroundSlice();
    const files = panelFiles();
    if (files.length === 0) return;
    performance.mark(IDLE_PREFETCH_MARK);
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', 'script');
      link.href = href;
      document.head.append(link);
    }
  });
}
