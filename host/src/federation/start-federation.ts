// The federation's set-up off the first paint: the login page needs
// no section, so the remotes list waits until the panel has painted and is
// idle, or until a section route loads (app/routes.tsx), whichever comes
// first. The runtime itself is created by the first section load or preload
// (federation-runtime.ts).
import { queryClient } from '@colophon/shared';
import { remotesQueryOptions } from './register-remotes';

let started = false;

/** The remotes list, once per page. */
export function startFederation(): void {
  if (started) return;
  started = true;
  void queryClient.prefetchQuery(remotesQueryOptions);
}
