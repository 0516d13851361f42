// The sections' exposed modules, imported by the monolith build only
// (./load-section.ts; rspack.monolith.config.cjs aliases `mf-<section>` to the
// remote's folder). Declared here rather than resolved, so that the host's
// typecheck does not pull in the remotes' sources: each remote checks its own.
declare module 'mf-*/src/section' {
  import { type SectionLifecycles } from '@colophon/shared';

  export const bootstrap: SectionLifecycles['bootstrap'];
  export const mount: SectionLifecycles['mount'];
  export const unmount: SectionLifecycles['unmount'];
  export const update: SectionLifecycles['update'];
}
