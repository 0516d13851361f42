// `pnpm build:monolith`: the host and the four sections in ONE build, without
// Module Federation, into host/dist-monolith. For the performance comparison
// only (pnpm bench:web, docs/performance.md); it is never deployed.
//
// It starts from the host's own production config (createAppConfig) and:
// - drops the ModuleFederationPlugin, so nothing is shared at runtime and
//   splitChunks sees the whole app;
// - starts at src/bootstrap.tsx: the `import('./bootstrap')` async boundary in
//   src/index.ts exists only for Module Federation's share negotiation;
// - replaces the federation loader (src/federation/load-section.ts) with
//   src/monolith/load-section.ts, which imports each remote's exposed
//   `src/section.tsx` with one dynamic import per section (one chunk each);
// - replaces '@module-federation/enhanced/runtime' with a no-op stub;
// - gives each section's files their own __APP_NAME__/__APP_VERSION__, as
//   their own builds do (the section footer shows them).
const path = require('node:path');
const { createAppConfig } = require('@colophon/shared/mf/create-config');

const ROOT = path.resolve(__dirname, '..');
const SECTION_APPS = {
  'mf-journals': 'mf_journals',
  'mf-manuscripts': 'mf_manuscripts',
  'mf-users': 'mf_users',
  'mf-categories': 'mf_categories',
};

const base = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: Number(process.env.HOST_PORT || 4100),
  isHost: true,
});

const plugins = base.plugins.filter(
  (plugin) => plugin.constructor.name !== 'ModuleFederationPlugin',
);
if (plugins.length !== base.plugins.length - 1) {
  throw new Error('rspack.monolith.config: expected exactly one ModuleFederationPlugin to remove');
}

/** The shared swc rule, once per section with that section's build constants inlined. */
function perSectionRules(rule) {
  const sectionRules = Object.entries(SECTION_APPS).map(([app, name]) => {
    const { version } = require(path.join(ROOT, app, 'package.json'));
    const options = structuredClone(rule.options);
    options.jsc.transform.optimizer = {
      globals: {
        vars: { __APP_NAME__: JSON.stringify(name), __APP_VERSION__: JSON.stringify(version) },
      },
    };
    return { ...rule, include: path.join(ROOT, app, 'src'), options };
  });
  return { oneOf: [...sectionRules, rule] };
}

const [swcRule, ...otherRules] = base.module.rules;
if (swcRule?.loader !== 'builtin:swc-loader') {
  throw new Error('rspack.monolith.config: expected the swc rule first in createAppConfig');
}

const monolithDir = path.join(__dirname, 'src/monolith');

module.exports = {
  ...base,
  entry: { main: './src/bootstrap.tsx' },
  output: {
    ...base.output,
    path: path.join(__dirname, 'dist-monolith'),
    uniqueName: 'colophon_monolith',
  },
  resolve: {
    ...base.resolve,
    alias: {
      ...base.resolve?.alias,
      // An absolute-path key matches the relative request './load-section' of
      // section-parcel.tsx once resolved against its folder.
      [path.join(__dirname, 'src/federation/load-section')]: path.join(
        monolithDir,
        'load-section.ts',
      ),
      '@module-federation/enhanced/runtime$': path.join(monolithDir, 'mf-runtime-stub.ts'),
      ...Object.fromEntries(Object.keys(SECTION_APPS).map((app) => [app, path.join(ROOT, app)])),
    },
  },
  module: { ...base.module, rules: [perSectionRules(swcRule), ...otherRules] },
  plugins,
};
