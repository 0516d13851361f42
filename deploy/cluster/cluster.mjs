// N API processes on one PostgreSQL behind nginx, on one machine: what
// `pnpm start:cluster`, the scale-out suite (scaleout/run.mjs) and its bench
// start. Each process has its own DATA_DIR (standing in for its own machine);
// nginx serves the built panel, sections and release store and balances
// /api/v1 over the processes (deploy/nginx/).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { ensureNginx } from '../../scripts/lib/system-deps.mjs';
import { renderNginxConfig } from '../nginx/render.mjs';
import { startNginx, workerUser } from '../nginx/nginx.mjs';
import { startApiProcess } from './api-process.mjs';

const { sectionManifests } = createRequire(import.meta.url)('../../shared/mf/sections.cjs');

/**
 * Ports of one deployment: the panel at `base`, the sections at base+1…, the
 * release store after them; the API processes at apiBase, apiBase+1…
 */
export function clusterLayout({ base, apiBase, processes, distDir = 'dist', releasesDir }) {
  const sections = sectionManifests().map((m, i) => ({
    name: m.app,
    portEnv: m.port_env,
    port: base + 1 + i,
    root: path.join(ROOT, m.app, distDir),
  }));
  const releases = {
    name: 'releases',
    port: base + 1 + sections.length,
    root: releasesDir ?? path.join(ROOT, 'releases'),
  };
  return {
    panel: { port: base, root: path.join(ROOT, 'host', distDir) },
    sections,
    releases,
    api: Array.from({ length: processes }, (_, i) => ({ name: `api-${i + 1}`, port: apiBase + i })),
    /** What the registry (API) and the panel's policies read: the same in every process. */
    env: {
      HOST_PORT: String(base),
      RELEASES_PORT: String(releases.port),
      ...Object.fromEntries(sections.map((s) => [s.portEnv, String(s.port)])),
    },
  };
}

/**
 * @param {object} o
 * @param {ReturnType<typeof clusterLayout>} o.layout
 * @param {string} o.databaseUrl
 * @param {string} o.dataRoot         each process gets dataRoot/<name> as DATA_DIR
 * @param {NodeJS.ProcessEnv} [o.apiEnv]  more settings, the same for every process
 * @param {string} [o.listenHost]
 * @param {boolean} [o.accessLog]
 * @param {boolean} [o.quiet]
 */
export async function startCluster(o) {
  const { layout } = o;
  const nginxBin = ensureNginx();
  const panelOrigins = [layout.panel.port, ...layout.sections.map((s) => s.port)].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]);
  // The settings that must match between processes (docs/deploy.md).
  const shared = {
    ...process.env,
    ...layout.env,
    DATABASE_URL: o.databaseUrl,
    APP_KEY: process.env.APP_KEY || crypto.randomBytes(32).toString('hex'),
    // nginx runs on this machine: its X-Forwarded-For is believed from loopback only.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
    CORS_ORIGINS: process.env.CORS_ORIGINS || panelOrigins.join(','),
    ...o.apiEnv,
  };
  const apis = [];
  let nginx = null;
  let prefix = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(apis.map((api) => api.stop()));
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // Together, on purpose: the start-up lock makes one of them migrate and seed.
    const started = await Promise.allSettled(
      layout.api.map((a) =>
        startApiProcess({
          ...a,
          env: shared,
          dataDir: path.join(o.dataRoot, a.name),
          quiet: o.quiet,
        }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') apis.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const sites = [...layout.sections, layout.releases];
    // Its own folder, reachable by the workers (the data root is private).
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-nginx-'));
    nginx = await startNginx({
      nginx: nginxBin,
      prefix,
      readyUrl: `http://127.0.0.1:${layout.panel.port}/`,
      config: renderNginxConfig({
        prefix,
        panel: layout.panel,
        sites,
        api: layout.api.map((a) => `127.0.0.1:${a.port}`),
        listenHost: o.listenHost ?? '127.0.0.1',
        user: workerUser([layout.panel.root, ...sites.map((s) => s.root)]),
        accessLog: o.accessLog,
        env: shared,
        workers: o.workers ?? Math.min(2, os.availableParallelism()),
      }),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    apis,
    nginx,
    env: shared,
    panelUrl: `http://127.0.0.1:${layout.panel.port}`,
    stop,
  };
}
