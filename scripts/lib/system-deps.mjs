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
