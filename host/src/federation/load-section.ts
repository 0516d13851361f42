import { loadRemote } from '@module-federation/enhanced/runtime';
import { type LifeCycles } from 'single-spa';
import { type SectionProps } from '@colophon/shared';
import { ensureRegistered } from './register-remotes';
import { type ResolvedBuild } from './resolve-build';

/** What a remote's `./section` module exports: single-spa-react lifecycles. */
export type SectionParcelConfig = LifeCycles<SectionProps>;

type MaybeLifecycles = Partial<SectionParcelConfig> | null | undefined;
type SectionModule = Partial<SectionParcelConfig> & { default?: Partial<SectionParcelConfig> };

const isLifecycle = (value: unknown) => typeof value === 'function' || Array.isArray(value);

function hasLifecycles(value: MaybeLifecycles): value is SectionParcelConfig {
  return (
    !!value &&
    isLifecycle(value.bootstrap) &&
    isLifecycle(value.mount) &&
    isLifecycle(value.unmount)
  );
}

/**
 * Registers the build's manifest, loads its `./section` module and returns
 * its lifecycles as a parcel config. `fresh` (a retry) drops what the runtime
 * cached of an earlier failed attempt.
 */
export async function loadSectionLifecycles(
  build: ResolvedBuild,
  { fresh = false } = {},
): Promise<SectionParcelConfig> {
  ensureRegistered(build.name, build.entry, { fresh });
  const module = await loadRemote<SectionModule>(`${build.name}/section`);
  const lifecycles: MaybeLifecycles = hasLifecycles(module) ? module : module?.default;
  if (!hasLifecycles(lifecycles)) {
    throw new Error(
      `The ${build.section} section (${build.name}) did not expose single-spa lifecycles`,
    );
  }
  // A plain object, not the module namespace: single-spa reads the config per parcel.
  const { bootstrap, mount, unmount, update } = lifecycles;
  return update ? { bootstrap, mount, unmount, update } : { bootstrap, mount, unmount };
}

const noop = () => Promise.resolve();

/**
 * Stands in for a section that could not be loaded. The parcel then mounts
 * nothing instead of rejecting: single-spa-react's <Parcel> rethrows a
 * rejected config into a promise nobody awaits (an unhandled rejection),
 * and the host shows its own section error anyway.
 */
export const INERT_SECTION: SectionParcelConfig = { bootstrap: noop, mount: noop, unmount: noop };
