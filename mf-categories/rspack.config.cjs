const { createRemoteConfig } = require('@colophon/shared/mf/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_categories',
  port: Number(process.env.MF_CATEGORIES_PORT || 4104),
  exposes: { './section': './src/section.tsx' },
});
