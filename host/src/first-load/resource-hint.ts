/**
 * The panel's prefetch and preload (prefetch-panel.ts) go through here.
 * Asks the browser to fetch a file before it is needed: `prefetch` at its
 * lowest priority, `preload` at once. Once per file and kind in a page.
 */
export function addResourceHint(
  rel: 'prefetch' | 'preload',
  href: string,
  as: 'script' | 'style' = 'script',
): void {
  const hinted = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];
  if (hinted.some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.setAttribute('as', as);
  link.href = href;
  document.head.append(link);
}
