// "You have unsaved changes": asks before a dirty form is left.
//
// The section is a parcel under the host's data router and cannot use
// react-router's useBlocker (that needs the router's own context). Instead
// it catches, in the capture phase, clicks on links anywhere in the page (the
// host's sidebar included), asks, and then navigates itself; closing or
// reloading the tab gets the browser's own question. The browser's Back
// button is not caught: that needs the host router's blocker.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { App } from '@colophon/shared/antd';

/** A same-origin link the router should handle, as a router path; null for anything else. */
export function routerPathOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return path === here ? null : path;
}

export interface LeaveGuard {
  /** Runs `leave` at once when nothing is unsaved, else after the user confirms. */
  confirmLeave: (leave: () => void) => void;
  /** Lets the next navigation through without asking (after a successful save). */
  release: () => void;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { t } = useTranslation('manuscripts');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const released = useRef(false);
  const asking = useRef(false);
  const active = dirty && !released.current;

  const ask = useCallback(
    (leave: () => void) => {
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t('leave.title'),
        content: t('leave.content'),
        okText: t('leave.leave'),
        cancelText: t('leave.stay'),
        okButtonProps: { danger: true },
        onOk: () => {
          released.current = true;
          leave();
        },
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal, t],
  );

  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MouseEvent) => {
      if (released.current) return;
      const path = routerPathOf(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      ask(() => navigate(path));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, ask, navigate]);

  return {
    confirmLeave: useCallback(
      (leave: () => void) => (active ? ask(leave) : leave()),
      [active, ask],
    ),
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
