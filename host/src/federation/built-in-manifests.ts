import { type SectionManifest, sectionManifestListSchema } from '@colophon/shared/contracts';

/**
 * The sections' manifests as they were when this host was built (injected by
 * host/rspack.config.cjs from sections.json, never by importing a section).
 * The fallback when the registry cannot be read: the sidebar stays complete.
 */
declare const __SECTION_MANIFESTS__: unknown;

function builtIn(): SectionManifest[] {
  // Absent outside an rspack build (unit tests mock this module).
  if (typeof __SECTION_MANIFESTS__ === 'undefined') return [];
  const parsed = sectionManifestListSchema.safeParse(__SECTION_MANIFESTS__);
  return parsed.success ? parsed.data : [];
}

export const BUILT_IN_MANIFESTS: readonly SectionManifest[] = builtIn();
