// `pnpm --filter <remote> release [--version X.Y.Z] [--force]`: builds one
// section with its package version and publishes it into the release store
// (RELEASES_DIR, default ./releases): releases/<app>/<version>/ with its
// mf-manifest.json, its section manifest (section.json: the routes and
// sidebar entries of this build, which the registry serves with it), a
// release.json recording the shared singletons it was built against (the
// registry's compatibility check reads it) and an updated
// releases/<app>/index.json (scripts/lib/release-files.mjs). Nothing else is
// touched: not the host, not the other sections, not what is live. Going live
// happens on the release screen.
//
// `pnpm release:demo <section> [--percentage 50]`: the same for a visibly
// marked next version — X.Y.(Z+1)-demo.N, which the section shows as a
// "Preview" ribbon (the version is the build-time define __APP_VERSION__; no
// code is edited) — then, against a running `pnpm start`, puts it on canary
// for that share of users, so the staged rollout can be tried at once.
// `--fault render` builds it broken on purpose (DEMO_FAULT → the define
// __DEMO_FAULT__, '' in every other build): the section throws while
// rendering, so the rollout watcher can be seen rolling the canary back.
//
// In production the store is an object store behind a CDN: publish the same
// folder with long-lived caching (the files are content-hashed and a version
// is never rewritten), e.g.
//   aws s3 sync releases/<app>/1.4.0 s3://<bucket>/<app>/1.4.0 \
//     --cache-control "public, max-age=31536000, immutable"
// then update <bucket>/<app>/index.json, and point RELEASES_URL of the API at
// the CDN.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { ROOT } from './lib/apps.mjs';
import { adminRegistry } from './lib/registry-client.mjs';
import { completeRelease, storeDir, storeVersions } from './lib/release-files.mjs';

const require = createRequire(import.meta.url);
const { sectionApps, sectionManifests } = require('../shared/mf/sections.cjs');
const { DEMO_FAULTS } = require('../shared/mf/create-config.cjs');
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,32})?$/;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  // `pnpm release -- --version X` hands the script a literal `--` first.
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    force: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    percentage: { type: 'string', default: '50' },
    fault: { type: 'string' },
  },
});

const fault = values.fault ?? '';
if (fault && !values.demo)
  fail('--fault is for demo builds only: pnpm release:demo <section> --fault render');
if (fault && !DEMO_FAULTS.includes(fault)) {
  fail(`--fault must be one of ${DEMO_FAULTS.join(', ')}, not "${fault}"`);
}

/** An app folder (mf-journals), a path to one, or a section name (journals). */
function appOf(arg) {
  if (!arg) return path.basename(process.cwd());
  const bySection = sectionManifests().find((m) => m.section === arg);
  return bySection ? bySection.app : path.basename(path.resolve(ROOT, arg));
}
const app = appOf(positionals[0]);
if (!sectionApps().includes(app)) {
  const sections = sectionManifests().map((m) => m.section);
  fail(`${positionals[0] ?? app} is not a section (one of ${sections.join(', ')}: sections.json)`);
}
const appDir = path.join(ROOT, app);
const section = sectionManifests().find((m) => m.app === app).section;
const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const store = storeDir();

/**
 * The next demo version: one patch above every version so far (the package's
 * and the store's), numbered after the demos of that patch already published.
 */
function nextDemoVersion() {
  const known = [pkg.version, ...storeVersions(app, store).map((v) => v.version)];
  const [major, minor, patch] = known
    .filter((v) => !v.includes('-demo.'))
    .map((v) => v.split('-')[0].split('.').map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
    .at(-1);
  const base = `${major}.${minor}.${patch + 1}`;
  const demos = known.filter((v) => v.startsWith(`${base}-demo.`)).length;
  return `${base}-demo.${demos + 1}`;
}

const version = values.version ?? (values.demo ? nextDemoVersion() : pkg.version);
if (!VERSION.test(version)) fail(`"${version}" is not a version like 1.2.3`);
const percentage = Number(values.percentage);
if (!Number.isInteger(percentage) || percentage < 1 || percentage > 100) {
  fail(`--percentage must be a whole number from 1 to 100, not "${values.percentage}"`);
}

const target = path.join(store, app, version);
if (fs.existsSync(path.join(target, 'release.json')) && !values.force) {
  fail(
    `${app} ${version} is already in the store: releases are immutable, bump the version (or --force).`,
  );
}

const faultNote = fault ? ` with the fault "${fault}" (it throws while rendering)` : '';
console.log(
  `release: building ${app} ${version}${faultNote} into ${path.relative(ROOT, target) || target}…`,
);
const started = Date.now();
const built = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
  cwd: appDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    RELEASE_VERSION: version,
    OUTPUT_DIR: target,
    // Set either way: a DEMO_FAULT left in the shell never reaches another release.
    DEMO_FAULT: fault,
  },
});
if (built.status !== 0) fail('the build failed; nothing was published');
completeRelease({ app, version, store });

console.log(
  `release: ${app} ${version} published in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`         manifest: ${path.relative(ROOT, path.join(target, 'mf-manifest.json'))}`);

if (!values.demo) {
  console.log('         roll it out at /settings/releases (canary, then promote).');
} else {
  try {
    const registry = await adminRegistry();
    await registry.canary(section, version, percentage);
    console.log(
      `release: ${section} ${version} is the canary for ${percentage} % of users (as ${registry.email}).`,
    );
    console.log('         watch, promote or roll it back at /settings/releases.');
  } catch (error) {
    // Published either way: the canary can be set on the release screen.
    console.log(`release: not put on canary (${error.message}).`);
    console.log(`         set it as the canary of ${section} at /settings/releases.`);
  }
}
