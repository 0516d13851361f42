// Monolith stand-in for ../federation/load-section.ts (see rspack.monolith.config.cjs):
// the same exports, but each section's `./section` module is part of this
// build, one dynamic import (one code-split chunk) per section. The build to
// load still comes from the remotes registry (GET /api/v1/remotes); its
// manifest URL is ignored. For the performance comparison only.
import { type LifeCycles } from 'single-spa';
import { type SectionProps } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { type ResolvedBuild } from '../federation/resolve-build';

export type SectionParcelConfig = LifeCycles<SectionProps>;

type SectionModule = Partial<SectionParcelConfig>;

const SECTIONS: Record<SectionName, () => Promise<SectionModule>> = {
  journals: () => import(/* webpackChunkName: "section-journals" */ 'mf-journals/src/section'),
  manuscripts: () =>
    import(/* webpackChunkName: "section-manuscripts" */ 'mf-manuscripts/src/section'),
  users: () => import(/* webpackChunkName: "section-users" */ 'mf-users/src/section'),
  categories: () =>
    import(/* webpackChunkName: "section-categories" */ 'mf-categories/src/section'),
};

const isLifecycle = (value: unknown) => typeof value === 'function' || Array.isArray(value);

function hasLifecycles(value: SectionModule): value is SectionParcelConfig {
  return isLifecycle(value.bootstrap) && isLifecycle(value.mount) && isLifecycle(value.unmount);
}

export async function loadSectionLifecycles(
  build: ResolvedBuild,
  _options: { fresh?: boolean } = {},
): Promise<SectionParcelConfig> {
  const module = await SECTIONS[build.section]();
  if (!hasLifecycles(module)) {
    throw new Error(`The ${build.section} section did not export single-spa lifecycles`);
  }
  const { bootstrap, mount, unmount, update } = module;
  return update ? { bootstrap, mount, unmount, update } : { bootstrap, mount, unmount };
}

const noop = () => Promise.resolve();

export const INERT_SECTION: SectionParcelConfig = { bootstrap: noop, mount: noop, unmount: noop };
