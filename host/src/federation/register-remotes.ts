import { queryOptions } from '@tanstack/react-query';
import { applyOverrideParams, qaPolicy } from './qa-overrides';
import { federation } from './federation-runtime';
import { fetchRemotesConfig } from './remotes-config';

/** Container name → the manifest URL it is registered with on the one runtime instance. */
const registered = new Map<string, string>();

/**
 * Registers `name` with `entry` on the panel's one runtime instance (never a
 * second instance: a remote would fall back to its own React). A different
 * entry, or `fresh` (a retry), re-registers with force, which drops the
 * runtime's cached manifest and entry.
 */
export async function ensureRegistered(
  name: string,
  entry: string,
  { fresh = false } = {},
): Promise<void> {
  const runtime = await federation();
  const current = registered.get(name);
  if (current === entry && !fresh) return;
  runtime.registerRemotes([{ name, entry }], current === undefined ? undefined : { force: true });
  registered.set(name, entry);
}

/**
 * Fetched once per page load: a rollout or a rollback takes effect on the next
 * one. It may be read again (a Retry after it failed); a section already
 * loaded keeps its build all the same (section-build.ts pins it). QA override
 * parameters of the address are stored (or not) by its policy before anything
 * resolves a build from it.
 */
export const remotesQueryOptions = queryOptions({
  queryKey: ['host', 'remotes'],
  queryFn: async () => {
    const remotes = await fetchRemotesConfig();
    applyOverrideParams(qaPolicy(remotes));
    return remotes;
  },
  staleTime: Infinity,
  gcTime: Infinity,
});
