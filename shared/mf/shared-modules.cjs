// The one list of Module Federation shared modules: host and every section
// build with it (create-config.cjs), so they can never drift apart (a drifted
// singleton is a second React, store or antd at runtime).
const path = require('node:path');
const sharedPkg = require('../package.json');

const SHARED_ROOT = path.resolve(__dirname, '..');

/** Exact versions every container is built against, taken from shared's package.json. */
function pinnedVersion(dep) {
  const all = { ...sharedPkg.peerDependencies, ...sharedPkg.dependencies };
  const version = all[dep];
  if (!version) throw new Error(`No pinned version for shared dependency ${dep}`);
  return version.replace(/^[\^~]/, '');
}

/**
 * [request, version-source package] of every singleton shared at runtime.
 * A package shared here is built whole (its consumers are unknown), so two
 * are shared through a module of @colophon/shared instead and tree-shaken:
 * react-router (SHARED_ENTRIES' router re-exports what the panel uses) and
 * zod (only the contracts use it; they are one shared entry). See ADR 0004.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['zustand', 'zustand'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['axios', 'axios'],
  ['react-hook-form', 'react-hook-form'],
];

/**
 * Entries of @colophon/shared, shared as singletons with its own version (not
 * workspace:*). In the order the host loads them for the first section: the
 * antd kit and the contracts first, each in parts (host/src/first-load/
 * provided-shared.ts), so that the index, whose lists and forms use both, finds
 * them evaluated instead of evaluating their modules in one long task.
 */
const SHARED_ENTRIES = {
  '@colophon/shared/antd': 'src/antd.ts',
  '@colophon/shared/contracts': 'src/contracts/index.ts',
  '@colophon/shared/router': 'src/router.ts',
  '@colophon/shared': 'src/index.ts',
};

/**
 * What the host provides at runtime (it is not a federation container, ADR
 * 0012): every shared request with the version it is built with and the range
 * the sections ask for, as sharedDependencies() gives them to the sections.
 */
function providedVersions() {
  const provided = {};
  for (const [request, source] of SINGLETONS) {
    const version = pinnedVersion(source);
    provided[request] = { version, requiredVersion: `^${version}` };
  }
  for (const request of Object.keys(SHARED_ENTRIES)) {
    provided[request] = { version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  }
  return provided;
}

/** Module Federation's `shared` option of every section build, from providedVersions(). */
function sharedDependencies() {
  return Object.fromEntries(
    Object.entries(providedVersions()).map(([request, { version, requiredVersion }]) => {
      const file = SHARED_ENTRIES[request];
      if (!file) return [request, { singleton: true, requiredVersion }];
      // An absolute import path plus explicit version makes every container
      // provide the subpath even when its own code never imports it.
      const entry = {
        singleton: true,
        import: path.join(SHARED_ROOT, file),
        version,
        requiredVersion,
      };
      return [request, entry];
    }),
  );
}

module.exports = {
  sharedDependencies,
  providedVersions,
  pinnedVersion,
  SINGLETONS,
  SHARED_ENTRIES,
  SHARED_ROOT,
};
