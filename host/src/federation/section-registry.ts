// The sections' manifests this browser goes by: for each section, the
// manifest of the build it loads (stable, its canary cohort, a QA override),
// from the registry (GET remotes) — the build pinned on this page load once
// the section has loaded (section-build.ts); the host's built-in copy for a
// section the registry does not list, and for all of them while it cannot be read.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient, useAuthStore } from '@colophon/shared';
import {
  type RemotesResponse,
  type SectionManifest,
  sectionOfPathIn,
} from '@colophon/shared/contracts';
import { BUILT_IN_MANIFESTS } from './built-in-manifests';
import { remotesQueryOptions } from './register-remotes';
import { plannedSectionBuild } from './section-build';

/** Registry manifests over built-in ones, section by section; built-in order, then new sections. */
export function mergeManifests(
  builtIn: readonly SectionManifest[],
  served: readonly SectionManifest[] | null,
): SectionManifest[] {
  if (!served) return [...builtIn];
  const bySection = new Map(served.map((manifest) => [manifest.section, manifest]));
  const known = new Set(builtIn.map((manifest) => manifest.section));
  return [
    ...builtIn.map((manifest) => bySection.get(manifest.section) ?? manifest),
    ...served.filter((manifest) => !known.has(manifest.section)),
  ];
}

/** The manifest of the build of each section this browser loads (or has loaded). */
export function servedManifests(remotes: RemotesResponse, userId?: number): SectionManifest[] {
  return remotes.remotes.map(
    (remote) =>
      plannedSectionBuild(remote.section, remotes, userId)?.manifest ?? remote.stable.manifest,
  );
}

const manifestsOf = (remotes: RemotesResponse | undefined, userId: number | undefined) =>
  mergeManifests(BUILT_IN_MANIFESTS, remotes ? servedManifests(remotes, userId) : null);

/** The manifests now: the registry's if it has been read, else the host's own. */
export function currentManifests(): SectionManifest[] {
  const remotes = queryClient.getQueryData(remotesQueryOptions.queryKey);
  return manifestsOf(remotes, useAuthStore.getState().user?.id);
}

/** How long a navigation waits for the registry before it goes by the host's own manifests. */
const REGISTRY_WAIT_MS = 3000;

/** The manifests after one attempt to read the registry (the host's own when it fails). */
export async function loadManifests(): Promise<SectionManifest[]> {
  if (queryClient.getQueryData(remotesQueryOptions.queryKey)) return currentManifests();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    queryClient.ensureQueryData(remotesQueryOptions).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, REGISTRY_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return currentManifests();
}

/** The manifests, following the registry query (the built-in ones until it answers). */
export function useSectionManifests(): SectionManifest[] {
  const { data } = useQuery(remotesQueryOptions);
  const userId = useAuthStore((state) => state.user?.id);
  return useMemo(() => manifestsOf(data, userId), [data, userId]);
}

/** The section owning a panel path (/journals/3 → journals), or null. */
export function sectionOfPath(
  path: string,
  manifests: readonly SectionManifest[] = currentManifests(),
): string | null {
  return sectionOfPathIn(manifests, path);
}
