import { type LifeCycles } from 'single-spa';
import { type SectionProps } from '@colophon/shared';
import { postHealthEvent } from '../health/health-inbox';
import { federation } from './federation-runtime';
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
 * The lifecycles of each build once loaded. A section mounts again on each
 * visit; asking the federation runtime again costs its hooks and several
 * promise turns before the first render, which the monolith build of the
 * same code does not pay when a section is visited again.
 */
const loaded = new Map<string, Promise<SectionParcelConfig>>();

/**
 * Registers the build's manifest, loads its `./section` module and returns
 * its lifecycles as a parcel config, once per build. `fresh` (a retry) drops
 * what the runtime cached of an earlier failed attempt.
 */
export function loadSectionLifecycles(
  build: ResolvedBuild,
  { fresh = false } = {},
): Promise<SectionParcelConfig> {
  const key = `${build.name} ${build.entry}`;
  const cached = fresh ? undefined : loaded.get(key);
  if (cached) return cached;
  const loading = loadFromRuntime(build, fresh);
  loaded.set(key, loading);
  // A failed load is not kept: the next visit or Retry asks the runtime again.
  loading.catch(() => loaded.delete(key));
  return loading;
}

async function loadFromRuntime(build: ResolvedBuild, fresh: boolean): Promise<SectionParcelConfig> {
  await ensureRegistered(build.name, build.entry, { fresh });
  const module = await (await federation()).loadRemote<SectionModule>(`${build.name}/section`);
  const lifecycles: MaybeLifecycles = hasLifecycles(module) ? module : module?.default;
  if (!hasLifecycles(lifecycles)) {
    throw new Error(
      `The ${build.section} section (${build.name}) did not expose single-spa lifecycles`,
    );
  }
  // The build this page load runs for the section: its health is counted from now on.
  postHealthEvent({ type: 'loaded', build });
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
