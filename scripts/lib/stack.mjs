// Starts the whole product: the API (a child process on its database) and the
// host and each remote on their own origin, as separately deployed apps.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { startStaticServer } from './static-server.mjs';
import fs from 'node:fs';

async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** What the API's remote registry needs to know of the deployment (see api/src/modules/remotes). */
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
 * @param {{ apiEnv?: Record<string,string>, quietApi?: boolean, distDir?: string }} [options]
 */
export async function startStack(apps, options = {}) {
  const distDir = options.distDir ?? 'dist';
  const api = spawn(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', options.quietApi ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apps.api.port),
      CORS_ORIGINS: process.env.CORS_ORIGINS || corsOrigins(apps),
      ...registryEnv(apps),
      ...options.apiEnv,
    },
  });
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
    servers.forEach((s) => s.closeAllConnections?.());
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => (api.kill('SIGKILL'), r()), 5000);
        api.once('exit', () => (clearTimeout(t), r()));
      });
    }
  };
  try {
    servers.push(
      await startStaticServer({
        root: path.join(ROOT, 'host', distDir),
        port: apps.host.port,
        spa: true,
        apiTarget: `http://127.0.0.1:${apps.api.port}`,
      }),
    );
    const releasesRoot = path.resolve(ROOT, apps.releases.dir);
    fs.mkdirSync(releasesRoot, { recursive: true });
    servers.push(
      await startStaticServer({ root: releasesRoot, port: apps.releases.port, cors: true }),
    );
    for (const r of apps.remotes) {
      servers.push(
        await startStaticServer({
          root: path.join(ROOT, r.app, distDir),
          port: r.port,
          cors: true,
        }),
      );
    }
    // The API migrates and, on an empty database, seeds before it listens.
    await waitForHttp(`http://127.0.0.1:${apps.api.port}/api/docs/json`, {
      timeoutMs: 180_000,
      child: api,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, servers, stop };
}
