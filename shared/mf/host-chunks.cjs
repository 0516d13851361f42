// The host's libraries and @colophon/shared modules, in five chunks by when
// they are first needed, instead of rspack's default of one chunk per set of
// pages using them (which downloaded small modules twice, and made the login
// page 24 script requests where these groups make it 5: ADR 0012).
//
// Each group is a rule on a module's path (a library or a module of
// @colophon/shared) and on the route chunks that hold it; the route chunks are
// the page groups named in host/src/app/routes.tsx. A module goes to the first
// group, by priority, that matches, and leaves every other chunk:
// - `first-paint`: what every first screen runs: the host's app chunk
//   (`bootstrap`, src/index.ts), and what the sign-in page shares with the
//   panel's first screen;
// - `sign-in-libraries`: what only the sign-in page runs (react-hook-form and
//   the form kit): a page opened signed in does not download it;
// - `panel-libraries`: what the signed-in frame and the dashboard add;
// - `public-libraries`: what the public pages add (antd's Result and Divider
//   among them), so they do not load the whole of `provided`: 177 KB brotli;
// - `provided`: the rest of what the host provides to the sections: the
//   modules host/src/first-load/provided-shared.ts imports into its `provided`
//   chunk, and what they import (antd's data parts, the contracts' parts),
//   loaded with the first section.
// Host production builds only.
const LIBRARY_OR_SHARED = /[\\/](node_modules|shared[\\/]src)[\\/]/;

const isLibrary = (module) => LIBRARY_OR_SHARED.test(module.resource ?? '');

/** A cache group for the libraries whose chunks' names satisfy `holds`. */
const libraryGroup = (name, holds, priority) => ({
  test: (module, { chunkGraph }) =>
    isLibrary(module) &&
    holds(new Set([...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name))),
  name,
  chunks: 'async',
  enforce: true,
  priority,
});

/** The public pages' route chunks and the layout of a path no route has. */
const PUBLIC = ['public-layout', 'home', 'about', 'adaptive-layout', 'not-found'];

const inPanel = (names) => names.has('panel') || names.has('dashboard');

const HOST_CHUNKS = {
  chunks: 'async',
  cacheGroups: {
    firstPaint: libraryGroup(
      'first-paint',
      (names) => names.has('bootstrap') || (names.has('sign-in') && inPanel(names)),
      30,
    ),
    signIn: libraryGroup('sign-in-libraries', (names) => names.has('sign-in'), 25),
    panel: libraryGroup('panel-libraries', inPanel, 20),
    public: libraryGroup('public-libraries', (names) => PUBLIC.some((name) => names.has(name)), 15),
    provided: libraryGroup('provided', (names) => names.has('provided'), 10),
  },
};

module.exports = { HOST_CHUNKS };
