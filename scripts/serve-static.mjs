// Serves one built app from its own origin: `node scripts/serve-static.mjs --app <app>`
// (what `pnpm --filter <app> serve` runs), in this process, without a supervisor.
import path from 'node:path';
import { appsFromEnv, ROOT } from './lib/apps.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const app = process.argv[process.argv.indexOf('--app') + 1];
const apps = appsFromEnv();
const remote = apps.remotes.find((r) => r.app === app);
if (app !== 'host' && !remote) {
  console.error(
    `usage: serve-static.mjs --app ${['host', ...apps.remotes.map((r) => r.app)].join('|')}`,
  );
  process.exit(2);
}
const port = app === 'host' ? apps.host.port : remote.port;
await startStaticServer(
  app === 'host'
    ? {
        root: path.join(ROOT, 'host/dist'),
        port,
        spa: true,
        apiTarget: process.env.API_URL || `http://127.0.0.1:${apps.api.port}`,
      }
    : { root: path.join(ROOT, app, 'dist'), port },
);
console.log(`${app} on http://localhost:${port}`);
