const crypto = require('node:crypto');
const { createAppConfig, panelStyles, TextAssetPlugin } = require('@colophon/shared/mf');
const { sectionManifests } = require('../shared/mf/sections.cjs');

// The antd styles of the panel's first screen (a file the page links when it
// opens signed in), computed here. Production only: a development build's
// style paths carry another hash, so it would never use them.
const development = process.env.NODE_ENV === 'development';
const panelCss = development ? '' : panelStyles();
const panelCssFile = `css/panel-styles.${crypto.createHash('sha256').update(panelCss).digest('hex').slice(0, 10)}.css`;

// The host registers its remotes at runtime from the registry (GET /api/v1/remotes),
// so no remote URL is baked into this build. It carries the sections' manifests as
// they are now (sections.json): its sidebar and routes when the registry cannot be read.
const config = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: Number(process.env.HOST_PORT || 4100),
  isHost: true,
  define: { __SECTION_MANIFESTS__: JSON.stringify(sectionManifests()) },
  templateParameters: { panelStyles: development ? '' : `/${panelCssFile}` },
});
// Not given to the CSS minimizer: for the build's browser targets it rewrites
// logical properties (inset-inline-end) into :lang() rules for right-to-left
// languages, which put an Urdu page's notification count on the wrong side.
if (!development) {
  config.plugins.push(new TextAssetPlugin(panelCssFile, panelCss, { minimized: true }));
}

module.exports = config;
