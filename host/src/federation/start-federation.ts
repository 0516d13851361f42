// The federation runtime's own set-up, off the first paint (issue 19): the
// login page needs no section, so the retry plugin and the remotes list wait
// until the panel has painted and is idle, or until a section route loads
// (app/routes.tsx), whichever comes first.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { queryClient } from '@colophon/shared';
import { boundedRetryPlugin } from './bounded-retry-plugin';
import { remotesQueryOptions } from './register-remotes';

let started = false;

/** Bounded retries of manifests and remote entries, and the remotes list: once per page. */
export function startFederation(): void {
  if (started) return;
  started = true;
  registerPlugins([boundedRetryPlugin()]);
  void queryClient.prefetchQuery(remotesQueryOptions);
}
