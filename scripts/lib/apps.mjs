// Where every deployable of the workspace lives and which port it listens on.
// Each port is overridable by env, as separately deployed apps would be. The
// sections come from the one list (sections.json) and their manifests.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { sectionApps, sectionManifests, sectionPort } = require('../../shared/mf/sections.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name, fallback) => Number(process.env[name] || fallback);

export function appsFromEnv() {
  return {
    api: { port: port('API_PORT', 4000) },
    // The release store: versioned section builds (a CDN in production).
    releases: { dir: process.env.RELEASES_DIR || 'releases', port: port('RELEASES_PORT', 4105) },
    host: { dir: 'host', port: port('HOST_PORT', 4100) },
    remotes: sectionManifests().map((manifest) => ({
      app: manifest.app,
      name: manifest.name,
      section: manifest.section,
      portEnv: manifest.port_env,
      port: sectionPort(manifest),
    })),
  };
}

export const FRONTEND_APPS = ['host', ...sectionApps()];
