// The antd styles of the panel's first screen (the frame and the dashboard),
// computed when the host is built instead of in the visitor's browser (ADR 0012).
//
// antd writes each component's CSS with JavaScript on its first render: on a
// cold dashboard those style functions and the insertion of their <style>
// elements were the longest tasks before the page's largest paint. Here the
// components of that screen are rendered once in Node and their styles
// extracted with cssinjs's own `extractStyle`. The host writes the result to a
// file that a page opened with a stored session links
// (host/src/first-load/panel-styles.ts). Its last rule lists every style it
// holds by cssinjs's cache path, which cssinjs reads on the page's first render:
// a component whose path is listed is drawn with the file's rules and its style
// function never runs (antd's "whole export" of static styles).
//
// A path that is not listed (another component, another theme's hash, a newer
// antd) is computed in the browser as before: a stale stylesheet costs time,
// never styles. The sign-in page has no such stylesheet: its antd styles
// computed at build time and put in the page (180 KB of CSS) blocked its main
// thread longer than computing them in the browser does (ADR 0012).
const path = require('node:path');

/**
 * The components of the signed-in frame and the dashboard as a phone shows
 * them (one element registers a component's styles for all its variants). The
 * desktop's sidebar menu is left out: 60 KB of rules more on the path of a
 * phone's first screen, for the desktop's, which was already fast.
 */
function panelTree(React, antd) {
  const { Alert, App, Avatar, Badge, Button, Card, Drawer, Dropdown, Flex, Input } = antd;
  const { Col, Layout, Progress, Row, Skeleton, Space, Spin, Statistic, Tag, Tooltip } = antd;
  const { Typography } = antd;
  const h = React.createElement;
  return [
    h(
      App,
      { key: 'app' },
      h(
        Layout,
        null,
        h(
          Layout.Header,
          null,
          h(Badge, { count: 1 }, h(Avatar, null, 'a')),
          h(Button, null, 'b'),
          h(Input),
        ),
        h(
          Layout.Content,
          null,
          h(Typography.Title, { level: 1 }, 't'),
          h(Typography.Text, { type: 'secondary' }, 't'),
          h(Typography.Link, null, 't'),
          h(Flex, null, h(Space, null, 's')),
          ...['default', 'success', 'processing', 'error', 'warning'].map((color) =>
            h(Tag, { key: color, color }, 't'),
          ),
          h(Row, null, h(Col, { xs: 24, sm: 12, xl: 6 }, 'c')),
          h(Card, { title: 'c' }, h(Statistic, { title: 's', value: 1 })),
          h(Progress, { percent: 50 }),
          h(Skeleton, { active: true }),
          h(Alert, { type: 'error', showIcon: true, title: 'a' }),
          h(Spin),
          h(Tooltip, { title: 't', open: true }, h('span', null, 't')),
          h(
            Dropdown,
            { menu: { items: [{ key: 'a', label: 'a' }] }, open: true },
            h('span', null, 'd'),
          ),
        ),
      ),
      h(Drawer, { open: true }, 'd'),
    ),
  ];
}

/**
 * Renders `tree` as a production build renders (so the paths carry the
 * production hash) and returns the styles it registered, in cssinjs's order,
 * with the rule naming their cache paths.
 */
function extractStyles(tree) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // Resolved from @colophon/shared, whose antd and cssinjs the host bundles.
    const from = (request) =>
      require(require.resolve(request, { paths: [path.join(__dirname, '..')] }));
    const React = from('react');
    const { renderToString } = from('react-dom/server');
    const { createCache, extractStyle, StyleProvider } = from('@ant-design/cssinjs');
    const antd = from('antd');
    const cache = createCache();
    renderToString(
      React.createElement(
        StyleProvider,
        { cache },
        React.createElement(antd.ConfigProvider, {}, ...tree(React, antd)),
      ),
    );
    return extractStyle(cache, { plain: true, types: ['style'], once: true });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

/** The panel's first screen's stylesheet. */
const panelStyles = () => extractStyles(panelTree);

/** The cache paths a stylesheet lists, without their hash. */
function listedPaths(css) {
  const map = CACHE_PATH_RULE.exec(css);
  if (!map) return [];
  return map[1]
    .split(';')
    .map((entry) => entry.slice(0, entry.lastIndexOf(':')).split('|').slice(1).join('|'));
}

module.exports = { panelStyles, listedPaths };
