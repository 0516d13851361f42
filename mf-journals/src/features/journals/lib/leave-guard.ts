// Which clicks leave a screen with unsaved changes: a plain left click on a
// link of this app to another location. New tabs, downloads and modified
// clicks leave the screen as it is, so they pass.

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** The in-app path a click would navigate to, or null when it does not leave the current location. */
export function leavingLinkTarget(event: ClickLike, current: Location | URL): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target instanceof Element ? event.target : null;
  const anchor = element?.closest('a[href]') as HTMLAnchorElement | null;
  if (!anchor) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.getAttribute('href') ?? '', current.href);
  if (url.origin !== current.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${current.pathname}${current.search}${current.hash}`;
  return to === here ? null : to;
}
