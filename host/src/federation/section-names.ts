import { queryClient } from '@colophon/shared';
import { BUILT_IN_MANIFESTS } from './built-in-manifests';
import { remotesQueryOptions } from './register-remotes';

/** The sections this page knows: those of the host's build and of the registry, once read. */
export function knownSectionNames(): Set<string> {
  const remotes = queryClient.getQueryData(remotesQueryOptions.queryKey);
  return new Set([
    ...BUILT_IN_MANIFESTS.map((manifest) => manifest.section),
    ...(remotes?.remotes.map((remote) => remote.section) ?? []),
  ]);
}
