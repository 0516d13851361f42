// The antd styles of the sign-in page, computed when the host is built instead
// of in the visitor's browser (ADR 0012).
//
// antd writes each component's CSS with JavaScript on its first render: on a
// cold login page at 4x CPU that was about a third of the main thread's work
// (its style functions, @ant-design/cssinjs and stylis), in the longest tasks.
// Here the components of the first-paint part of the kit
// (shared/src/antd/first-paint.ts) are rendered once in Node and their styles
// extracted with cssinjs's own `extractStyle`; the host's index.html carries
// the result in a <style> element. Its last rule lists every style it holds by
// cssinjs's cache path, which cssinjs reads on the page's first render: a
// component whose path is listed is drawn with the stylesheet's rules and its
// style function never runs (antd's "whole export" of static styles).
//
// A path that is not listed (a component of the panel, another theme's hash,
// a newer antd) is computed in the browser as before: a stale stylesheet costs
// time, never styles. test/first-paint-styles.test.tsx renders the sign-in
// page and fails when it uses a style this file does not extract.
//
// The panel's first screen (the frame and the dashboard) has a stylesheet of
// its own, panelStyles(): a file the page links only when it opens with a
// stored session (host/src/first-load/panel-styles.ts), so the sign-in page's HTML
// stays as small as before. cssinjs reads the list of paths once, from the
// last rule naming them, so the panel's sheet lists both sheets' paths.
const path = require('node:path');

/** The components the sign-in page may draw, with the parts they style. */
function firstPaintTree(React, antd) {
  const { Alert, Button, Form, Input, Spin } = antd;
  const h = React.createElement;
  return [
    h(
      Form,
      { key: 'form', layout: 'vertical', requiredMark: true },
      h(Form.Item, { label: 'e', required: true, help: 'e', validateStatus: 'error' }, h(Input)),
      h(Form.Item, { label: 'p', extra: 'p' }, h(Input.Password)),
      h(Button, { type: 'primary', htmlType: 'submit', block: true }, 'b'),
      h(Button, { type: 'link' }, 'b'),
    ),
    h(Alert, { key: 'alert', type: 'error', showIcon: true, title: 'a' }),
    h(Spin, { key: 'spin' }),
  ];
}

/**
 * The components of the signed-in frame and the dashboard as a phone shows
 * them (ADR 0012): on a cold dashboard their style
 * functions and the insertion of their <style> elements were the longest
 * tasks before the page's largest paint. The desktop's sidebar menu is left
 * out: 60 KB of rules more on the path of a phone's first screen, for the
 * desktop's, which was already fast.
 */
function panelTree(React, antd) {
  const { App, Avatar, Badge, Card, Drawer, Dropdown, Flex, Layout, Progress } = antd;
  const { Skeleton, Space, Statistic, Tag, Tooltip, Typography } = antd;
  const h = React.createElement;
  return [
    h(
      App,
      { key: 'app' },
      h(
        Layout,
        null,
        h(Layout.Header, null, h(Badge, { count: 1 }, h(Avatar, null, 'a'))),
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
          h(Card, { title: 'c' }, h(Statistic, { title: 's', value: 1 })),
          h(Progress, { percent: 50 }),
          h(Skeleton, { active: true }),
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
 * Renders each tree in turn into one cssinjs cache, as a production build
 * renders (so the paths carry the production hash), and returns each tree's
 * stylesheet: the styles it registered that an earlier tree had not, in
 * cssinjs's order, and the rule naming their cache paths.
 */
function extractInTurn(trees) {
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
    return trees.map((tree) => {
      renderToString(
        React.createElement(
          StyleProvider,
          { cache },
          React.createElement(antd.ConfigProvider, {}, ...tree(React, antd)),
        ),
      );
      return extractStyle(cache, { plain: true, types: ['style'], once: true });
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

/** The sign-in page's stylesheet (inline in the host's page). */
function firstPaintStyles() {
  return extractInTurn([firstPaintTree])[0];
}

/**
 * Both stylesheets from one render of each tree (the host's build needs
 * both): the sign-in page's, and the panel's first screen's, whose last rule
 * lists its paths and the sign-in page's (cssinjs reads the last one).
 */
function stylesheets() {
  const [firstPaint, panel] = extractInTurn([firstPaintTree, panelTree]);
  const entries = (css) => CACHE_PATH_RULE.exec(css)?.[1] ?? '';
  const both = [entries(firstPaint), entries(panel)].filter(Boolean).join(';');
  return {
    firstPaint,
    panel: panel.replace(CACHE_PATH_RULE, `.data-ant-cssinjs-cache-path{content:"${both}";}`),
  };
}

/** The panel's first screen's stylesheet (see stylesheets()). */
const panelStyles = () => stylesheets().panel;

/** The cache paths a stylesheet lists, without their hash. */
function listedPaths(css) {
  const map = CACHE_PATH_RULE.exec(css);
  if (!map) return [];
  return map[1]
    .split(';')
    .map((entry) => entry.slice(0, entry.lastIndexOf(':')).split('|').slice(1).join('|'));
}

module.exports = { firstPaintStyles, panelStyles, stylesheets, listedPaths };
