const { createRemoteConfig } = require('@colophon/shared/mf/create-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_users',
  port: Number(process.env.MF_USERS_PORT || 4103),
  exposes: { './section': './src/section.tsx' },
});
