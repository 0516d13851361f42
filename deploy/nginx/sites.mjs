// The origins nginx serves, from the same settings as `pnpm start`
// (scripts/lib/apps.mjs): the panel (host build), each section of sections.json
// at its port, and the release store.
import path from 'node:path';
import { appsFromEnv, ROOT } from '../../scripts/lib/apps.mjs';

/** @param {{ distDir?: string, apps?: ReturnType<typeof appsFromEnv> }} [o] */
export function deploymentSites(o = {}) {
  const apps = o.apps ?? appsFromEnv();
  const distDir = o.distDir ?? 'dist';
  return {
    panel: { port: apps.host.port, root: path.join(ROOT, 'host', distDir) },
    sites: [
      ...apps.remotes.map((r) => ({
        name: r.app,
        port: r.port,
        root: path.join(ROOT, r.app, distDir),
      })),
      { name: 'releases', port: apps.releases.port, root: path.resolve(ROOT, apps.releases.dir) },
    ],
  };
}
