const { createRemoteConfig } = require('@colophon/shared/mf/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_manuscripts',
  port: Number(process.env.MF_MANUSCRIPTS_PORT || 4102),
  exposes: { './section': './src/section.tsx' },
});
