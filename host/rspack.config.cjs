const { createAppConfig } = require('@colophon/shared/mf/create-config');

// The host registers its remotes at runtime from /config/remotes.json, so
// no remote URL is baked into this build.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: Number(process.env.HOST_PORT || 4100),
  isHost: true,
});
