// Monolith stand-in for the host's src/federation/load-section.ts (see
// ../rspack.config.cjs): the same exports, but each section's `./section`
// module is part of this build, one dynamic import (one code-split chunk) per
// section, generated from sections.json. The build to load still comes from
// the registry (GET /api/v1/remotes); its manifest URL is ignored. For the
// performance comparison only.
import { type LifeCycles } from 'single-spa';
import { type SectionProps } from '@colophon/shared';
import { type ResolvedBuild } from '../../../../host/src/federation/resolve-build';
import { postHealthEvent } from '../../../../host/src/health/health-inbox';
import { SECTION_LOADERS } from './section-loaders.generated';

export type SectionParcelConfig = LifeCycles<SectionProps>;

type SectionModule = Partial<SectionParcelConfig>;

const isLifecycle = (value: unknown) => typeof value === 'function' || Array.isArray(value);

function hasLifecycles(value: SectionModule): value is SectionParcelConfig {
  return isLifecycle(value.bootstrap) && isLifecycle(value.mount) && isLifecycle(value.unmount);
}

export async function loadSectionLifecycles(
  build: ResolvedBuild,
  _options: { fresh?: boolean } = {},
): Promise<SectionParcelConfig> {
  const load = SECTION_LOADERS[build.section];
  if (!load) throw new Error(`The ${build.section} section is not part of this build`);
  const module = await load();
  if (!hasLifecycles(module)) {
    throw new Error(`The ${build.section} section did not export single-spa lifecycles`);
  }
  // As the host's loader does: the section health collector counts this build from now on.
  postHealthEvent({ type: 'loaded', build });
  const { bootstrap, mount, unmount, update } = module;
  return update ? { bootstrap, mount, unmount, update } : { bootstrap, mount, unmount };
}

const noop = () => Promise.resolve();

export const INERT_SECTION: SectionParcelConfig = { bootstrap: noop, mount: noop, unmount: noop };
