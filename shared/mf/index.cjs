// @colophon/shared/mf: the build kit every container builds with — the list of
// shared modules and the rspack config factory (host and sections build through
// here, so they cannot drift apart) and the host's build-time stylesheet.
module.exports = {
  ...require('./shared-modules.cjs'),
  ...require('./panel-styles.cjs'),
  ...require('./text-asset-plugin.cjs'),
};

// The config factory loads rspack, which a test in jsdom cannot: it is
// required when one of its exports is first read.
for (const name of [
  'createAppConfig',
  'createRemoteConfig',
  'STANDALONE_RUNTIME_FILE',
  'DEMO_FAULTS',
]) {
  Object.defineProperty(module.exports, name, {
    enumerable: true,
    get: () => require('./create-config.cjs')[name],
  });
}
