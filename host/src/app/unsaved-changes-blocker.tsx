import { useEffect, useRef } from 'react';
import { useBlocker } from '@colophon/shared/router';
import { confirmDiscardChanges, hasUnsavedChanges } from '@colophon/shared';

/**
 * Asks before any navigation leaves a form with unsaved changes. Sections
 * navigate with the host's navigator, so this one blocker covers the sidebar,
 * the top bar and every link or button inside a section parcel.
 */
export function UnsavedChangesBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  // One dialog per blocked navigation: the blocker object is new on every render, and a
  // re-render while the dialog is open (a query settling, the form re-rendering) must not
  // open a second one that would outlive the answer to the first.
  const latest = useRef(blocker);
  latest.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirmDiscardChanges().then((leave) => {
      if (!active) return;
      if (leave) latest.current.proceed?.();
      else latest.current.reset?.();
    });
    return () => {
      active = false;
    };
  }, [blocker.state]);

  return null;
}
