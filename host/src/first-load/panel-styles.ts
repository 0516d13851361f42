// The antd styles of the panel's first screen (the frame and the dashboard),
// computed when the host is built (shared/mf/panel-styles.cjs) instead
// of by antd's style functions in the visitor's browser: on a cold dashboard
// those functions and the insertion of their <style> elements were the
// longest tasks before the page's largest paint. Lighthouse, cold dashboard
// (mobile): about 76 → 80 over runs alternating builds; taken out again on
// 2026-12-05, 86 → 78 (ADR 0012).
//
// A file, linked only by a page that opens signed in: in the page itself it
// would add 19 KB (brotli) to every sign-in page. antd reads which styles it
// may skip once, on its first render, so that render waits for the file; it
// arrives long before the app's first chunk, about ten times larger.
const META_NAME = 'colophon:panel-styles';
/** Past this the app renders without it (antd computes those styles itself, as before). */
const WAIT_MS = 3000;

let ready: Promise<void> = Promise.resolve();

/** The stylesheet's path the page names: this origin's only (none in a development build). */
export function panelStylesFile(doc: Document = document): string | null {
  const content = doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '';
  return /^\/css\/[\w-]+(\.[\w-]+)*\.css$/.test(content) ? content : null;
}

/** Links the panel's stylesheet (once per page); panelStylesReady() waits for it. */
export function linkPanelStyles(doc: Document = document): void {
  const href = panelStylesFile(doc);
  if (!href || doc.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  ready = new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, WAIT_MS);
  });
  doc.head.append(link);
}

/** Settles when the linked stylesheet has loaded or failed, or at once when none was linked. */
export const panelStylesReady = (): Promise<void> => ready;
