// The in-page probe of the web bench, installed with addInitScript in every
// document of a journey (it runs before the app's own scripts). It is plain
// browser code: Playwright serialises `installProbe` and runs it in the page.
/* global window, document, requestAnimationFrame, MutationObserver */

/**
 * window.__bench:
 * - `marks[name]`: performance.now() when the selector armed under `name`
 *   first matched a *visible* element (any of its matches: rc-tree, for one,
 *   renders a hidden measuring node with the same class first): one with a non-empty box that
 *   checkVisibility() accepts, once the boot splash has started to fade
 *   (`#splash` gone or `.splash-hidden`; before that it covers the page).
 *   Checked on every DOM mutation batch (MutationObserver), so the time is
 *   that of the commit that made it visible, not of a polling tick.
 * - `clickAt`: performance.now() of the last click (capture phase, before the
 *   app's handlers): the start of a client-side navigation step.
 * - `fallbacks`: every appearance of the section loading fallback (a
 *   role="status" element whose text is the `sections.loading` label):
 *   when it was inserted, whether it was still in the DOM at the next animation
 *   frame (so it was painted: really visible to the user), and when it went.
 */
export function installProbe({ loadingLabel, armOnLoad }) {
  const bench = {
    marks: {},
    armed: new Map(Object.entries(armOnLoad)),
    clickAt: null,
    fallbacks: [],
  };
  window.__bench = bench;
  window.addEventListener('click', () => (bench.clickAt = performance.now()), true);

  const splashGone = () => {
    const splash = document.getElementById('splash');
    return !splash || splash.classList.contains('splash-hidden');
  };
  const isVisible = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return typeof el.checkVisibility === 'function'
      ? el.checkVisibility({ visibilityProperty: true })
      : true;
  };
  const findFallback = () => {
    for (const el of document.querySelectorAll('[role="status"]')) {
      if (el.textContent && el.textContent.includes(loadingLabel)) return el;
    }
    return null;
  };

  let shown = null;
  const check = () => {
    const now = performance.now();
    if (bench.armed.size > 0 && splashGone()) {
      for (const [name, selector] of bench.armed) {
        if ([...document.querySelectorAll(selector)].some(isVisible)) {
          bench.marks[name] = now;
          bench.armed.delete(name);
        }
      }
    }
    const fallback = findFallback();
    if (fallback && !shown) {
      const entry = { insertedAt: now, painted: false, removedAt: null };
      shown = { el: fallback, entry };
      bench.fallbacks.push(entry);
      requestAnimationFrame(() => {
        if (fallback.isConnected) entry.painted = true;
      });
    } else if (shown && (!fallback || fallback !== shown.el)) {
      shown.entry.removedAt = now;
      shown = null;
      if (fallback) check();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });

  /** Arms `selector` under `name`; nothing may match visibly yet (that would time nothing). */
  bench.arm = (name, selector) => {
    if ([...document.querySelectorAll(selector)].some(isVisible)) {
      throw new Error(`bench: "${selector}" is already visible before step ${name}`);
    }
    delete bench.marks[name];
    bench.armed.set(name, selector);
  };
}
