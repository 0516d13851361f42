import { queryClient, useAuthStore } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { loadSectionLifecycles } from './load-section';
import { remotesQueryOptions } from './register-remotes';
import { sectionBuild } from './section-build';

/** A navigation waits this long at most for a section's code before it shows the loading state. */
const PRELOAD_WAIT_MS = 3000;

/**
 * Loads the code of the build of `section` this browser would mount, so that
 * the route can wait for it inside the navigation (the previous screen stays)
 * instead of painting a loading state. Never rejects: a failure is reported
 * and shown by the section outlet when it loads the build itself.
 */
export function preloadSection(section: SectionName): Promise<void> {
  const load = (async () => {
    const remotes = await queryClient.ensureQueryData(remotesQueryOptions);
    const build = sectionBuild(section, remotes, useAuthStore.getState().user?.id);
    if (build) await loadSectionLifecycles(build);
  })().catch(() => undefined);
  return Promise.race([load, new Promise<void>((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]);
}
