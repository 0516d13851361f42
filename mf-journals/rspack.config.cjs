const { createRemoteConfig } = require('@colophon/shared/mf/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_journals',
  port: Number(process.env.MF_JOURNALS_PORT || 4101),
  exposes: { './section': './src/section.tsx' },
});
