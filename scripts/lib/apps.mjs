// Where every deployable of the workspace lives and which port it listens on.
// Each port is overridable by env, as separately deployed apps would be.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name, fallback) => Number(process.env[name] || fallback);

export function appsFromEnv() {
  return {
    api: { port: port('API_PORT', 4000) },
    // The release store: versioned section builds (a CDN in production).
    releases: { dir: process.env.RELEASES_DIR || 'releases', port: port('RELEASES_PORT', 4105) },
    host: { dir: 'host', port: port('HOST_PORT', 4100) },
    remotes: [
      {
        app: 'mf-journals',
        name: 'mf_journals',
        section: 'journals',
        port: port('MF_JOURNALS_PORT', 4101),
      },
      {
        app: 'mf-manuscripts',
        name: 'mf_manuscripts',
        section: 'manuscripts',
        port: port('MF_MANUSCRIPTS_PORT', 4102),
      },
      { app: 'mf-users', name: 'mf_users', section: 'users', port: port('MF_USERS_PORT', 4103) },
      {
        app: 'mf-categories',
        name: 'mf_categories',
        section: 'categories',
        port: port('MF_CATEGORIES_PORT', 4104),
      },
    ],
  };
}

export const FRONTEND_APPS = ['host', 'mf-journals', 'mf-manuscripts', 'mf-users', 'mf-categories'];
