// `pnpm --filter <remote> release [-- --version X.Y.Z] [--force]`: builds one
// section with its package version and publishes it into the release store
// (RELEASES_DIR, default ./releases): releases/<app>/<version>/ with its
// mf-manifest.json, its section manifest (section.json: the routes and
// sidebar entries of this build, which the registry serves with it), a
// release.json recording the shared singletons it was built against (the
// registry's compatibility check reads it) and an updated
// releases/<app>/index.json. Nothing else is touched: not the host, not the
// other sections, not what is live. Going live happens on the release screen.
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
import { precompress } from './lib/precompress.mjs';

const require = createRequire(import.meta.url);
const { sharedDependencies } = require('../shared/mf/index.cjs');
const { MANIFEST_FILE, readManifest, sectionApps } = require('../shared/mf/sections.cjs');
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,32})?$/;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const appDir = positionals[0] ? path.resolve(ROOT, positionals[0]) : process.cwd();
const app = path.basename(appDir);
if (!sectionApps().includes(app)) {
  fail(`${app} is not a section (one of ${sectionApps().join(', ')}: sections.json)`);
}
const meta = readManifest(appDir);

const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const version = values.version ?? pkg.version;
if (!VERSION.test(version)) fail(`"${version}" is not a version like 1.2.3`);

const store = path.resolve(ROOT, process.env.RELEASES_DIR || 'releases');
const target = path.join(store, app, version);
if (fs.existsSync(path.join(target, 'release.json')) && !values.force) {
  fail(
    `${app} ${version} is already in the store: releases are immutable, bump the version (or --force).`,
  );
}

console.log(`release: building ${app} ${version} into ${path.relative(ROOT, target) || target}…`);
const started = Date.now();
const built = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
  cwd: appDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', RELEASE_VERSION: version, OUTPUT_DIR: target },
});
if (built.status !== 0) fail('the build failed; nothing was published');

// Sections run on the host's federation runtime core (externalRuntime, ADR
// 0004): the same minor version of it is part of the contract.
const rootPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const federationRuntime = rootPkg.devDependencies['@module-federation/enhanced'].replace(
  /^[\^~]/,
  '',
);
const shared = {
  ...Object.fromEntries(
    Object.entries(sharedDependencies()).map(([dep, config]) => [dep, config.requiredVersion]),
  ),
  '@module-federation/runtime-core': `~${federationRuntime}`,
};
const builtAt = new Date().toISOString();
// The manifest this build was made with travels with it: a release can add a
// screen and its sidebar entry without a host rebuild.
fs.writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(meta, null, 2)}\n`);
fs.writeFileSync(
  path.join(target, 'release.json'),
  `${JSON.stringify({ app, name: meta.name, section: meta.section, version, built_at: builtAt, shared }, null, 2)}\n`,
);

const indexFile = path.join(store, app, 'index.json');
const index = fs.existsSync(indexFile)
  ? JSON.parse(fs.readFileSync(indexFile, 'utf8'))
  : { versions: [] };
index.versions = [
  ...index.versions.filter((v) => v.version !== version),
  { version, built_at: builtAt },
];
// Brotli and gzip variants beside each file of the version (the store sends them
// as they are), before the index lists it.
precompress(target);
fs.writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);

console.log(
  `release: ${app} ${version} published in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`         manifest: ${path.relative(ROOT, path.join(target, 'mf-manifest.json'))}`);
console.log('         roll it out at /settings/releases (canary, then promote).');
