const { createAppConfig } = require('@colophon/shared/mf/create-config');
const { firstPaintStyles } = require('@colophon/shared/mf/first-paint-styles');
const { sectionManifests } = require('../shared/mf/sections.cjs');

// The host registers its remotes at runtime from the registry (GET /api/v1/remotes),
// so no remote URL is baked into this build. It carries the sections' manifests as
// they are now (sections.json): its sidebar and routes when the registry cannot be read.
// Its page carries the sign-in page's antd styles, computed here (production only:
// a development build's style paths carry another hash, so it would never use them).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: Number(process.env.HOST_PORT || 4100),
  isHost: true,
  define: { __SECTION_MANIFESTS__: JSON.stringify(sectionManifests()) },
  templateParameters: {
    firstPaintStyles: process.env.NODE_ENV === 'development' ? '' : firstPaintStyles(),
  },
});
