const { createRemoteConfig } = require('@colophon/shared/mf');

// Name, port and routes come from section.json (the registry entry).
module.exports = createRemoteConfig({ dir: __dirname });
