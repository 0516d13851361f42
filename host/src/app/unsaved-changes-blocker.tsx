import { useEffect } from 'react';
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

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirmDiscardChanges().then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  return null;
}
