import { apiClient } from '@colophon/shared';
import { postHealthEvent } from '../health/health-inbox';
import { type ResolvedBuild } from './resolve-build';

/**
 * Tells the registry a build failed to load (counted on the release screen),
 * and the section health collector (an errored session of that build); never throws.
 */
export function reportLoadError(build: ResolvedBuild, error: unknown): void {
  postHealthEvent({ type: 'load_error', build });
  const message = error instanceof Error ? error.message : String(error);
  apiClient
    .post('remotes/errors', {
      section: build.section,
      version: build.version.slice(0, 64),
      entry: build.entry.slice(0, 2048),
      message: message.slice(0, 500),
    })
    .catch(() => undefined);
}
