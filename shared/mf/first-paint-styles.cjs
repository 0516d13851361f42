// The antd styles of the sign-in page, computed when the host is built instead
// of in the visitor's browser (issue 19, ADR 0012).
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
 * The stylesheet: every style the tree registers, in cssinjs's order, and the
 * rule naming their cache paths. Rendered as a production build renders, so
 * the paths carry the production hash.
 */
function firstPaintStyles() {
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
        React.createElement(antd.ConfigProvider, {}, ...firstPaintTree(React, antd)),
      ),
    );
    return extractStyle(cache, { plain: true, types: ['style'] });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** The cache paths a stylesheet of firstPaintStyles() lists, without their hash. */
function listedPaths(css) {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/.exec(css);
  if (!map) return [];
  return map[1]
    .split(';')
    .map((entry) => entry.slice(0, entry.lastIndexOf(':')).split('|').slice(1).join('|'));
}

module.exports = { firstPaintStyles, listedPaths };
