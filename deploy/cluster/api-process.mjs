// One API process (`tsx api/src/server.ts`) on its port with its own DATA_DIR,
// as on its own machine. It migrates and seeds under the start-up lock, so N
// of them may start together on an empty database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_ARGS } from '../../api/launch.mjs';
import { ROOT } from '../../scripts/lib/apps.mjs';

const API_DIR = path.join(ROOT, 'api');

/**
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, dataDir: string,
 *   host?: string, quiet?: boolean, timeoutMs?: number }} o
 */
export async function startApiProcess(o) {
  fs.mkdirSync(o.dataDir, { recursive: true });
  // node itself with tsx's loader (not the tsx CLI, which runs the server in a
  // child of its own: a SIGKILL would end the CLI and leave the server running).
  const child = spawn(process.execPath, API_NODE_ARGS, {
    cwd: API_DIR,
    stdio: ['ignore', o.quiet ? 'ignore' : 'inherit', 'pipe'],
    env: {
      ...o.env,
      PORT: String(o.port),
      HOST: o.host ?? '127.0.0.1',
      DATA_DIR: o.dataDir,
    },
  });
  // Errors are kept (printed when the start fails) and passed on, prefixed.
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
    if (!o.quiet) process.stderr.write(`[${o.name}] ${chunk}`);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${o.port}`;
  const deadline = Date.now() + (o.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${o.name} exited with code ${child.exitCode}:\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${o.name} did not answer on ${url} in time:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name: o.name,
    port: o.port,
    url,
    child,
    alive,
    /** kill -9: no drain, no goodbye (a crashed machine). */
    kill: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM: drains requests in flight, then exits. */
    stop: async () => {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
