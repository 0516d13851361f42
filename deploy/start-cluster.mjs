// `pnpm start:cluster`: what `pnpm start` does, with N API processes on
// PostgreSQL behind nginx instead of one API behind the Node servers. Builds
// what changed, starts the processes (each with its own DATA_DIR under
// .data/cluster/), renders deploy/nginx/ and runs nginx in the foreground.
//
//   DATABASE_URL=postgres://… pnpm start:cluster [-- --processes 3]
//   Without DATABASE_URL: a throwaway PostgreSQL (CLUSTER_PG_PORT, default API_PORT+98),
//   deleted at the end.
//   Ports as `pnpm start` (HOST_PORT 4100, sections 4101…, store 4105); the
//   API processes at API_PORT+1… (4001, 4002…).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appsFromEnv, FRONTEND_APPS, ROOT } from '../scripts/lib/apps.mjs';
import { buildApps } from '../scripts/lib/build-apps.mjs';
import { startCluster } from './cluster/cluster.mjs';
import { startPostgres } from './cluster/postgres.mjs';

const { values } = parseArgs({
  options: { processes: { type: 'string', default: process.env.API_PROCESSES || '2' } },
});
const processes = Number(values.processes);
const apps = appsFromEnv();

buildApps(FRONTEND_APPS);
let database = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('No DATABASE_URL: starting a throwaway PostgreSQL (its data is deleted at the end).');
  const port = Number(process.env.CLUSTER_PG_PORT || apps.api.port + 98);
  database = await startPostgres({ port, database: 'colophon_cluster' });
  databaseUrl = database.url;
}

const dataRoot = path.join(ROOT, '.data/cluster');
fs.mkdirSync(dataRoot, { recursive: true });
const layout = {
  panel: { port: apps.host.port, root: path.join(ROOT, 'host/dist') },
  sections: apps.remotes.map((r) => ({
    name: r.app,
    portEnv: r.portEnv,
    port: r.port,
    root: path.join(ROOT, r.app, 'dist'),
  })),
  releases: {
    name: 'releases',
    port: apps.releases.port,
    root: path.resolve(ROOT, apps.releases.dir),
  },
  api: Array.from({ length: processes }, (_, i) => ({
    name: `api-${i + 1}`,
    port: apps.api.port + 1 + i,
  })),
  env: {
    HOST_PORT: String(apps.host.port),
    RELEASES_PORT: String(apps.releases.port),
    ...Object.fromEntries(apps.remotes.map((r) => [r.portEnv, String(r.port)])),
  },
};
fs.mkdirSync(layout.releases.root, { recursive: true });

let cluster;
try {
  cluster = await startCluster({ layout, databaseUrl, dataRoot, listenHost: '0.0.0.0' });
} catch (error) {
  await database?.stop();
  throw error;
}

const line = '─'.repeat(64);
console.log(`
${line}
  Colophon is running: ${processes} API processes behind nginx

  Panel      http://localhost:${apps.host.port}
  API        ${layout.api.map((a) => `:${a.port}`).join(', ')} (balanced by nginx under /api/v1)
  nginx      ${cluster.nginx.confFile}
  Sign in    admin@colophon.test / colophon-demo
  Stop       Ctrl+C
${line}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    await database?.stop();
    process.exit(0);
  });
}
