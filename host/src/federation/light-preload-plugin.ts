// A Module Federation runtime plugin that replaces the runtime's own preload of
// a section's files on its first load (issue 19, ADR 0012).
//
// The runtime's preload matches every shared module a remote's manifest lists
// (21 per section) against the host's by semver, then loads the exposed
// module's chunks as scripts: 45–60 ms in one task at 4× CPU, run for each
// section during idle preloading, where a click on the top bar waited behind
// it. The host provides every shared module (`loaded-first`), so that
// matching never finds a file to fetch. This plugin skips it and hints the
// exposed module's own chunks instead, which the browser then fetches beside
// the remote entry, as before.
import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { addResourceHint } from '../app/resource-hint';

interface ExposedModule {
  moduleName: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/** The part of a remote's snapshot (its manifest, as the runtime keeps it) this plugin reads. */
interface SectionSnapshot {
  publicPath?: unknown;
  modules?: ExposedModule[];
}

/** `./section` in a request, `section` in the manifest. */
const exposeName = (expose: string) => expose.replace(/^\.\//, '');

/** The URLs of the exposed module's own chunks, or none when the snapshot does not name them. */
export function exposedChunkUrls(snapshot: unknown, expose: string): string[] {
  const { publicPath, modules } = (snapshot ?? {}) as SectionSnapshot;
  if (typeof publicPath !== 'string' || !Array.isArray(modules)) return [];
  const exposed = modules.find((module) => module.moduleName === exposeName(expose));
  if (!exposed) return [];
  return [...exposed.assets.css.sync, ...exposed.assets.js.sync].map((file) => publicPath + file);
}

const hint = (url: string) =>
  addResourceHint('preload', url, url.endsWith('.css') ? 'style' : 'script');

export function lightPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colophon-light-preload',
    beforePreloadRemote({ preloadOps }) {
      // Emptied in place: the runtime reads the same array once this hook returns.
      preloadOps.length = 0;
    },
    afterResolve(args) {
      const { remoteSnapshot } = args as typeof args & { remoteSnapshot?: unknown };
      if (args.expose) exposedChunkUrls(remoteSnapshot, args.expose).forEach(hint);
      return args;
    },
  };
}
