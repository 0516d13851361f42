// Runs one origin (main.mjs) in a child process and restarts it when it dies
// unexpectedly, with a growing delay when it keeps dying, logging each time.
// One crashed origin therefore never takes the others (or the API) down.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.mjs');

/**
 * @param {{ role: 'panel'|'static', name: string, root: string, port: number, host?: string,
 *   apiOrigin?: string, publicSourceMaps?: boolean }} config
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 * @returns {Promise<{ name: string, port: number, pid: () => number | undefined,
 *   restarts: () => number, stop: () => Promise<void> }>} once the origin listens
 */
export function superviseOrigin(config, options = {}) {
  const log = options.log ?? ((line) => console.error(line));
  let child;
  let stopping = false;
  let restarts = 0;
  let recent = [];
  let restartTimer;

  const spawnChild = () =>
    fork(MAIN, [JSON.stringify(config)], {
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });

  const watch = (current) => {
    current.on('exit', (code, signal) => {
      if (stopping || current !== child) return;
      const now = Date.now();
      recent = [...recent.filter((t) => now - t < 60_000), now];
      const delay = Math.min(10_000, 200 * 2 ** (recent.length - 1));
      log(
        `[serve] ${config.name} (pid ${current.pid}) stopped (${signal ?? `code ${code}`}); restarting in ${delay} ms`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        restarts += 1;
        child = spawnChild();
        watch(child);
        child.once('message', () => log(`[serve] ${config.name} restarted (pid ${child.pid})`));
      }, delay);
    });
  };

  const stop = async () => {
    stopping = true;
    clearTimeout(restartTimer);
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    await new Promise((resolve) => {
      const kill = setTimeout(() => current.kill('SIGKILL'), 5_000);
      current.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      current.kill('SIGTERM');
    });
  };

  return new Promise((resolve, reject) => {
    child = spawnChild();
    const first = child;
    const failed = (code) =>
      reject(new Error(`${config.name} did not start on port ${config.port} (code ${code})`));
    first.once('exit', failed);
    first.once('message', () => {
      first.off('exit', failed);
      watch(first);
      resolve({
        name: config.name,
        port: config.port,
        pid: () => child?.pid,
        restarts: () => restarts,
        stop,
      });
    });
  });
}
