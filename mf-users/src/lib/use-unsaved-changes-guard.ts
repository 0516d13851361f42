import { useEffect, useRef } from 'react';

/**
 * Where a click would take the user away from the screen: a link to another
 * page, or a navigation menu item (the host's sidebar and user menu). Menu
 * items carry their route as the antd menu key, which antd writes into
 * `data-menu-id` ('…-/journals'); the user menu's sign-out key is 'sign-out'.
 */
export function leavingElementOf(target: EventTarget | null, current: Location): Element | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (anchor instanceof HTMLAnchorElement) {
    if (anchor.target && anchor.target !== '_self') return null;
    if (anchor.hasAttribute('download')) return null;
    const url = new URL(anchor.href, current.href);
    if (url.origin !== current.origin) return null;
    const same = url.pathname === current.pathname && url.search === current.search;
    return same ? null : anchor;
  }
  const item = target.closest('[role="menuitem"][data-menu-id]');
  const id = item?.getAttribute('data-menu-id') ?? '';
  return /-\/|-sign-out$/.test(id) ? item : null;
}

/**
 * Asks before a dirty form is left: closing or reloading the tab (the
 * browser's own prompt) and clicking a link or navigation item anywhere in
 * the panel (`confirmLeave`; when it resolves true the click is replayed).
 *
 * A section is a parcel under a plain <Router>, so react-router's useBlocker
 * (data routers only) is not available here; the browser's Back button is
 * therefore not intercepted.
 */
export function useUnsavedChangesGuard(when: boolean, confirmLeave: () => Promise<boolean>) {
  const confirmRef = useRef(confirmLeave);
  useEffect(() => {
    confirmRef.current = confirmLeave;
  });

  useEffect(() => {
    if (!when) return;
    let replaying = false;
    let asking = false;
    // Set once the user chose to leave: a plain link then unloads without a second prompt.
    let leaving = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (replaying || event.defaultPrevented || event.button !== 0) return;
      // A modified click opens a new tab or window: this page stays.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const element = leavingElementOf(event.target, window.location);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      if (asking) return;
      asking = true;
      void confirmRef.current().then((leave) => {
        asking = false;
        if (!leave) return;
        leaving = true;
        replaying = true;
        try {
          (element as HTMLElement).click();
        } finally {
          replaying = false;
        }
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase on the document: before React (host or section) handles the click.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);
}
