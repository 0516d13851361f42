// The module ../rspack.config.cjs generates (a virtual module) from
// sections.json: each section's exposed `src/section.tsx`, one dynamic import
// each. Declared here rather than resolved, so that no typecheck pulls in the
// sections' sources: each section checks its own.
declare module '*/section-loaders.generated' {
  import { type SectionLifecycles } from '@colophon/shared';

  type SectionModule = Partial<SectionLifecycles>;
  export const SECTION_LOADERS: Record<string, (() => Promise<SectionModule>) | undefined>;
}
