import { startTransition, useEffect, useState } from 'react';
import { readAuthToken, useAuthStore } from '@colophon/shared';

// The stored token is validated once per page load; guarded routes wait for
// it so a stale session never flashes protected content.
let checked = false;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle() {
  checked = true;
  listeners.forEach((listener) => listener());
}

/** Starts the session check once; later calls share the same promise. */
export function startSessionCheck(): Promise<void> {
  if (pending) return pending;
  // Without a stored token there is nothing to check, and the API client
  // (axios and what it needs of @colophon/shared) stays off the login page.
  const check = (
    readAuthToken()
      ? import(/* webpackChunkName: "panel" */ './init-session').then(({ initSession }) =>
          initSession(),
        )
      : Promise.resolve(useAuthStore.getState().setLoading(false))
  )
    .catch((error: unknown) => {
      // initSession already clears an invalid session; a failure here must not block the app.
      console.error('Session check failed', error);
    })
    .finally(settle);
  pending = check;
  return check;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * True once the session check has finished (successfully or not); starts it if nobody has.
 * The change is rendered as a transition: it reveals the whole signed-in panel,
 * and a transition's render yields to input every few milliseconds instead of
 * blocking the page for the length of the panel's first render.
 */
export function useSessionChecked(): boolean {
  const [isChecked, setChecked] = useState(checked);
  useEffect(() => {
    void startSessionCheck();
    const reveal = () => startTransition(() => setChecked(true));
    // Settled between this render and the effect: no event will come.
    if (checked) reveal();
    return subscribe(reveal);
  }, []);
  return isChecked;
}
