// The release store's files (RELEASES_DIR, default ./releases): what makes a
// built section a release — releases/<app>/<version>/ with its section
// manifest (section.json), a release.json recording what it needs of the
// panel (the shared singletons it was built against, the API contract range
// it talks to, the modules its container exposes: the registry's
// compatibility check reads them), Brotli and gzip copies, and the version
// listed in releases/<app>/index.json. Used by `pnpm release`,
// `pnpm release:demo` and the first start.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';
import { precompress } from './precompress.mjs';

const require = createRequire(import.meta.url);
const { sharedDependencies } = require('../../shared/mf/shared-modules.cjs');
const { MANIFEST_FILE, readManifest } = require('../../shared/mf/sections.cjs');

export const storeDir = () => path.resolve(ROOT, process.env.RELEASES_DIR || 'releases');

/** The versions of `app` in the store, oldest first (empty when it has none). */
export function storeVersions(app, store = storeDir()) {
  const indexFile = path.join(store, app, 'index.json');
  if (!fs.existsSync(indexFile)) return [];
  return JSON.parse(fs.readFileSync(indexFile, 'utf8')).versions ?? [];
}

const API_CONTRACT_FILE = path.join(ROOT, 'shared/src/contracts/api-contract.ts');

/**
 * The API contract version of this tree (API_CONTRACT_VERSION). The file is
 * TypeScript, which a plain Node script cannot import: its one constant is
 * read as text, and a file that no longer has it in that form fails the
 * release rather than publish a build without its contract.
 */
export function apiContractVersion(file = API_CONTRACT_FILE) {
  const source = fs.readFileSync(file, 'utf8');
  const match = /export const API_CONTRACT_VERSION = '(\d+\.\d+\.\d+)';/.exec(source);
  if (!match) throw new Error(`no API_CONTRACT_VERSION = 'X.Y.Z' in ${file}`);
  return match[1];
}

/** The modules a built container exposes ("./section"), from its mf-manifest.json. */
export function builtExposes(target) {
  const file = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest.exposes)) throw new Error(`${file} lists no exposes`);
  return manifest.exposes.map((expose) => expose.path).sort();
}

/** What a section built now requires of the host: its shared singletons and the federation runtime. */
function sharedRequirements() {
  // Sections run on the host's federation runtime core (externalRuntime, ADR
  // 0004): the same minor version of it is part of the contract.
  const rootPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const federationRuntime = rootPkg.devDependencies['@module-federation/enhanced'].replace(
    /^[\^~]/,
    '',
  );
  return {
    ...Object.fromEntries(
      Object.entries(sharedDependencies()).map(([dep, config]) => [dep, config.requiredVersion]),
    ),
    '@module-federation/runtime-core': `~${federationRuntime}`,
  };
}

/**
 * Turns the build in `target` (releases/<app>/<version>/) into a published
 * release: manifest, release.json, compressed copies, then the index (last,
 * so the store never lists a version that is not complete).
 */
export function completeRelease({ app, version, store = storeDir() }) {
  const appDir = path.join(ROOT, app);
  const target = path.join(store, app, version);
  const meta = readManifest(appDir);
  const builtAt = new Date().toISOString();
  // The manifest this build was made with travels with it: a release can add a
  // screen and its sidebar entry without a host rebuild.
  fs.writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(meta, null, 2)}\n`);
  const info = {
    app,
    name: meta.name,
    section: meta.section,
    version,
    built_at: builtAt,
    shared: sharedRequirements(),
    // Any later contract of the same major serves it: additions only (api-contract.ts).
    api_contract: `^${apiContractVersion()}`,
    exposes: builtExposes(target),
  };
  fs.writeFileSync(path.join(target, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  // Brotli and gzip variants beside each file of the version (the store sends them as they are).
  precompress(target);
  const versions = [
    ...storeVersions(app, store).filter((v) => v.version !== version),
    { version, built_at: builtAt },
  ];
  fs.mkdirSync(path.join(store, app), { recursive: true });
  fs.writeFileSync(
    path.join(store, app, 'index.json'),
    `${JSON.stringify({ versions }, null, 2)}\n`,
  );
  return info;
}
