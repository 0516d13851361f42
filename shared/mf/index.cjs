// @colophon/shared/mf: the build kit every container builds with — the list of
// shared modules and the rspack config factory (host and sections build through
// here, so they cannot drift apart) and the host's build-time stylesheets.
// Each part is required when first read: a test that needs the shared list
// does not load rspack.
const parts = {
  './shared-modules.cjs': [
    'sharedDependencies',
    'providedVersions',
    'pinnedVersion',
    'SINGLETONS',
    'SHARED_ENTRIES',
    'SHARED_ROOT',
  ],
  './create-config.cjs': [
    'createAppConfig',
    'createRemoteConfig',
    'STANDALONE_RUNTIME_FILE',
    'DEMO_FAULTS',
  ],
  './first-paint-styles.cjs': ['firstPaintStyles', 'panelStyles', 'stylesheets', 'listedPaths'],
  './text-asset-plugin.cjs': ['TextAssetPlugin'],
};

for (const [file, names] of Object.entries(parts)) {
  for (const name of names) {
    Object.defineProperty(module.exports, name, {
      enumerable: true,
      get: () => require(file)[name],
    });
  }
}
