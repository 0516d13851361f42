const FADE_MS = 300;
const FALLBACK_MS = 100;

/**
 * Fades the page's loading splash out over 0.3 s and removes it. If the
 * transition never reports its end (hidden tab, reduced motion), it is
 * removed anyway shortly after the fade should have finished.
 */
export function hideSplash(doc: Document = document): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  const remove = () => splash.remove();
  splash.addEventListener('transitionend', remove, { once: true });
  splash.classList.add('splash-hidden');
  window.setTimeout(remove, FADE_MS + FALLBACK_MS);
}
