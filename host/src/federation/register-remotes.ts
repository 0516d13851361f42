import { registerRemotes } from '@module-federation/enhanced/runtime';
import { queryOptions } from '@tanstack/react-query';
import { fetchRemotesConfig, type RemoteDefinition } from './remotes-config';

/**
 * Registers remotes on the one runtime instance the build plugin created
 * (never a second instance: a remote would then fall back to its own React).
 */
export function registerRemoteDefinitions(remotes: RemoteDefinition[]): void {
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * The runtime keeps a failed manifest or entry in its caches; forcing a
 * re-registration drops them so a retry really fetches again.
 */
export function reregisterRemote(remote: RemoteDefinition): void {
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

async function loadAndRegisterRemotes(): Promise<RemoteDefinition[]> {
  const remotes = await fetchRemotesConfig();
  registerRemoteDefinitions(remotes);
  return remotes;
}

/** Fetched once per page load: the remotes list does not change under a running app. */
export const remotesQueryOptions = queryOptions({
  queryKey: ['host', 'remotes-config'],
  queryFn: loadAndRegisterRemotes,
  staleTime: Infinity,
  gcTime: Infinity,
});
