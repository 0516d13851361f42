// Starts the whole product: the API (a child process on its database) and the
// panel, each section and the release store on their own origins, each origin
// a Fastify server (serve/) in its own supervised process that is restarted
// if it dies — one failing origin never takes the others down (ADR 0006).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_ARGS } from '../../api/launch.mjs';
import { superviseOrigin } from '../../serve/src/supervisor.mjs';
import { ROOT } from './apps.mjs';

/**
 * Polls `url` until it answers 2xx (a refused connection, a proxy's 502 while the API is not
 * up yet, or a 503 all count as "not yet").
 */
async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet (or too slow to answer): try again.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** What the API's remote registry and the panel's policies need to know of the deployment. */
function registryEnv(apps) {
  return {
    HOST_PORT: String(apps.host.port),
    RELEASES_PORT: String(apps.releases.port),
    ...Object.fromEntries(apps.remotes.map((r) => [r.portEnv, String(r.port)])),
  };
}

function corsOrigins(apps) {
  const ports = [apps.host.port, ...apps.remotes.map((r) => r.port)];
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(',');
}

/**
 * @param {ReturnType<import('./apps.mjs').appsFromEnv>} apps
 * @param {{ apiEnv?: Record<string,string>, quietApi?: boolean, distDir?: string,
 *   publicSourceMaps?: boolean }} [options]
 *   publicSourceMaps: serve *.map files (default: PUBLIC_SOURCE_MAPS=true; the web bench reads them).
 */
export async function startStack(apps, options = {}) {
  const distDir = options.distDir ?? 'dist';
  const env = { ...process.env, ...registryEnv(apps) };
  // Node itself with tsx's loader, not the tsx CLI: that runs the server in a child of its
  // own, which the SIGKILL below would leave running.
  const api = spawn(process.execPath, API_NODE_ARGS, {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', options.quietApi ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: String(apps.api.port),
      CORS_ORIGINS: process.env.CORS_ORIGINS || corsOrigins(apps),
      // The panel's proxy, on this machine, sets X-Forwarded-For: the API
      // believes it from loopback only, and only when we start both.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
      ...options.apiEnv,
    },
  });
  /** @type {Awaited<ReturnType<typeof superviseOrigin>>[]} */
  const servers = [];
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(servers.map((s) => s.stop()));
      if (api.exitCode === null && api.signalCode === null) {
        api.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => (api.kill('SIGKILL'), r()), 5000);
          api.once('exit', () => (clearTimeout(t), r()));
        });
      }
    })());
  const common = {
    publicSourceMaps: options.publicSourceMaps ?? process.env.PUBLIC_SOURCE_MAPS === 'true',
  };
  try {
    const releasesRoot = path.resolve(ROOT, apps.releases.dir);
    fs.mkdirSync(releasesRoot, { recursive: true });
    // The API migrates and, on an empty database, seeds before it listens. The panel's servers
    // start only once its health check answers: a panel up before the API would show a sign-in
    // page whose first sign-in fails (the proxy has nothing to forward to, or no demo users yet).
    await waitForHttp(`http://127.0.0.1:${apps.api.port}/api/v1/health`, {
      timeoutMs: 180_000,
      child: api,
    });
    const origins = [
      {
        role: 'panel',
        name: 'panel',
        root: path.join(ROOT, 'host', distDir),
        port: apps.host.port,
        apiOrigin: `http://127.0.0.1:${apps.api.port}`,
      },
      { role: 'static', name: 'releases', root: releasesRoot, port: apps.releases.port },
      ...apps.remotes.map((r) => ({
        role: 'static',
        name: r.app,
        root: path.join(ROOT, r.app, distDir),
        port: r.port,
      })),
    ];
    // The origins read the same deployment settings as the API (QA_OVERRIDES,
    // QA_OVERRIDE_ORIGINS, RELEASES_URL…): the panel's CSP follows the registry.
    const originEnv = { ...env, ...options.apiEnv };
    const started = await Promise.allSettled(
      origins.map((o) => superviseOrigin({ ...common, ...o }, { env: originEnv })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    // Ready when the panel answers and its proxy reaches the API: what a first sign-in needs.
    await waitForHttp(`http://127.0.0.1:${apps.host.port}/api/v1/health`, {
      timeoutMs: 30_000,
      child: api,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, servers, stop };
}
