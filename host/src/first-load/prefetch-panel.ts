// The signed-in panel's first screen, fetched before it is needed: what the
// dashboard downloads after sign-in before idle preloading went 180.9 → 0 KB
// (ADR 0012). The build lists its files in the page
// (shared/mf/panel-prefetch-plugin.cjs). The sign-in page's idle time makes
// each a <link rel="prefetch">: downloaded at the browser's lowest priority
// into the HTTP cache, not evaluated, so the sign-in page's main thread does no
// more work; after sign-in the panel's chunks load from the cache. A page
// opened signed in preloads them instead, at once.
import { AUTH_TOKEN_KEY } from '@colophon/shared';
import { afterFirstPaint, backgroundSlice } from './idle';
import { linkPanelStyles } from './panel-styles';
import { addResourceHint } from './resource-hint';

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
    for (const href of files) addResourceHint('prefetch', href);
  });
}

/**
 * A page opened with a stored session goes to the panel: the panel's first
 * screen is fetched at once, beside the first-paint chunk, instead of after it
 * has run (the session check and the panel route are in that chunk). A session
 * that turns out to be over costs the download, never a wrong screen. The
 * panel's antd stylesheet is linked with them (panel-styles.ts).
 * Lighthouse, cold dashboard (mobile): largest paint 4.0 → 3.7–3.8 s.
 * Returns whether a session is stored.
 */
export function preloadPanelIfSignedIn(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  let signedIn = false;
  try {
    signedIn = !!storage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage unavailable (privacy settings): the panel loads when its route asks.
  }
  if (!signedIn) return false;
  for (const href of panelFiles()) addResourceHint('preload', href);
  linkPanelStyles();
  return true;
}
