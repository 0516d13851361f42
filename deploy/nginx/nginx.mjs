// Runs nginx with a rendered configuration in its own folder (prefix): pid,
// logs and temp files there, high ports, no system service. In the foreground
// (`daemon off`), so the master is our child: it ends with us.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The user nginx's workers run as when it is started as root: `nobody` when
 * nobody can read the files to serve (a clone under /root cannot be), else root.
 * Not started as root: null (the workers keep our user; `user` is ignored).
 */
export function workerUser(filesToServe) {
  if (process.getuid?.() !== 0) return null;
  const readable = filesToServe.every(
    (file) =>
      !fs.existsSync(file) ||
      spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', file]).status === 0,
  );
  if (readable) return 'nobody nogroup';
  console.warn('[nginx] the built files are not readable by nobody: workers run as root');
  return 'root root';
}

/** Folders nginx writes to; the workers (maybe nobody) must reach temp/. */
export function preparePrefix(prefix) {
  for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  fs.chmodSync(prefix, 0o755);
  fs.chmodSync(path.join(prefix, 'temp'), 0o755);
}

async function waitForPort(url, child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

/**
 * @param {{ nginx: string, prefix: string, config: string, readyUrl: string }} o
 *   config: the rendered nginx.conf text (written to prefix/nginx.conf)
 */
export async function startNginx(o) {
  preparePrefix(o.prefix);
  const confFile = path.join(o.prefix, 'nginx.conf');
  fs.writeFileSync(confFile, o.config);
  const base = ['-p', o.prefix, '-c', confFile];
  const check = spawnSync(o.nginx, ['-t', '-q', ...base], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`nginx refused ${confFile}:\n${check.stderr}${check.stdout}`);
  }
  const child = spawn(o.nginx, [...base, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGQUIT: graceful (finish requests in flight); SIGKILL if it lingers.
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForPort(o.readyUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    child,
    confFile,
    accessLog: path.join(o.prefix, 'logs/access.log'),
    errorLog: path.join(o.prefix, 'logs/error.log'),
    /** Re-reads the configuration (after a new render) without dropping connections. */
    reload: () => child.kill('SIGHUP'),
    stop,
  };
}
