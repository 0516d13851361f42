// Incremental production builds of the host and the remotes: an app is
// rebuilt only when a file it is built from changed since its last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';
import { precompress } from './precompress.mjs';

const require = createRequire(import.meta.url);
const { MANIFEST_FILE, sectionApps } = require('../../shared/mf/sections.cjs');

const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results']);
const STAMP = '.build-stamp';

function hashTree(hash, dir) {
  if (!fs.existsSync(dir)) return;
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    // dist-* are other outputs (the bench's, e2e's, the monolith's): never inputs.
    if (
      SKIP.has(entry.name) ||
      entry.name.startsWith('dist-') ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else {
      hash.update(path.relative(ROOT, full));
      hash.update(fs.readFileSync(full));
    }
  }
}

export function inputHash(app, extraEnv = {}) {
  const hash = crypto.createHash('sha256');
  for (const dir of [app, 'shared/src', 'shared/mf']) hashTree(hash, path.join(ROOT, dir));
  // The section list and every manifest: the host builds its fallback sidebar from them.
  const manifests = sectionApps().map((section) => path.join(section, MANIFEST_FILE));
  for (const file of ['shared/package.json', 'pnpm-lock.yaml', 'sections.json', ...manifests]) {
    const full = path.join(ROOT, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  // PUBLIC_SOURCE_MAPS changes the build (linked maps): a build of each kind has its own stamp.
  hash.update(
    JSON.stringify({ publicSourceMaps: process.env.PUBLIC_SOURCE_MAPS ?? '', ...extraEnv }),
  );
  return hash.digest('hex');
}

/** Builds each app whose inputs changed; returns the names that were built. */
export function buildApps(apps, { force = false, env = {} } = {}) {
  const built = [];
  for (const app of apps) {
    const outDir = path.join(ROOT, app, env.OUTPUT_DIR || 'dist');
    const stampFile = path.join(outDir, STAMP);
    const hash = inputHash(app, env);
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
      console.log(`[build] ${app}: up to date`);
      continue;
    }
    console.log(`[build] ${app}: building…`);
    const started = Date.now();
    const result = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
      cwd: path.join(ROOT, app),
      stdio: ['ignore', 'inherit', 'inherit'],
      // A DEMO_FAULT left in the shell is for `pnpm release:demo` only, never the deployed builds.
      env: { ...process.env, NODE_ENV: 'production', DEMO_FAULT: '', ...env },
    });
    if (result.status !== 0) throw new Error(`Build of ${app} failed`);
    // Brotli and gzip variants beside each file: the servers send them as they are.
    precompress(outDir);
    fs.writeFileSync(stampFile, hash);
    console.log(`[build] ${app}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(app);
  }
  return built;
}
