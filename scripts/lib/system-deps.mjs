// Installs the machine packages the test suite needs when they are missing
// (Debian; the scripts run as root on CI and on developer machines).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

let aptUpdated = false;

function run(cmd, args) {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

export function aptInstall(packages) {
  if (!aptUpdated) {
    run('apt-get', ['update']);
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
}

/** Debian's Chromium for Playwright (no browser download is possible here), with fonts for Urdu. */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return chromium;
  console.log('[system] installing chromium with apt-get…');
  aptInstall(['chromium', 'fonts-noto-core']);
  return chromium;
}

const NGINX = '/usr/sbin/nginx';
/** Debian's brotli_static module: optional (the config falls back to gzip_static without it). */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Debian's nginx for the scale-out suite and `pnpm start:cluster` (deploy/nginx/).
 * Installed without starting Debian's own service (policy-rc.d, as in container
 * images): our nginx runs unprivileged on high ports with its own prefix. The
 * brotli_static module is installed when the archive has it, skipped when not.
 */
export function ensureNginx() {
  const nginx = process.env.NGINX_PATH || NGINX;
  if (fs.existsSync(nginx)) return nginx;
  console.log('[system] installing nginx with apt-get…');
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    aptInstall(['nginx']);
    try {
      aptInstall(['libnginx-mod-http-brotli-static']);
    } catch {
      console.log('[system] no brotli module for nginx: gzip_static only');
    }
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
  return nginx;
}

/** The newest Debian PostgreSQL server binaries (initdb, pg_ctl), installed when missing. */
export function ensurePostgresBin() {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!fs.existsSync(base)) return null;
    const versions = fs
      .readdirSync(base)
      .filter((v) => fs.existsSync(`${base}/${v}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a));
    return versions.length ? `${base}/${versions[0]}/bin` : null;
  };
  const found = find();
  if (found) return found;
  console.log('[system] installing postgresql with apt-get…');
  aptInstall(['postgresql']);
  const bin = find();
  if (!bin) throw new Error('postgresql installed, but no initdb found');
  return bin;
}
