// The files the signed-in panel's first screen needs (the chunk groups of the
// panel route and the dashboard), written into the host's page as
// <meta name="colophon:panel-prefetch" content="/js/a.js /js/b.js">. The sign-in
// page reads it and, once it is idle, asks the browser to prefetch them
// (host/src/first-load/prefetch-panel.ts, ADR 0012 seventh step): the panel's code
// downloads while the user types, and is evaluated only after sign-in.
//
// In the page, not in a script: the list names hashed files, and a script
// holding it would change whenever the panel does without its own hash
// changing. The page is never cached immutably.
const { groupScripts } = require('./group-scripts.cjs');

const META_NAME = 'colophon:panel-prefetch';

class PanelPrefetchPlugin {
  /**
   * @param {{ groups: string[], loaded: string[] }} options chunk groups to prefetch,
   *        and chunk groups the sign-in page has already loaded (left out)
   */
  constructor({ groups, loaded }) {
    this.groups = groups;
    this.loaded = loaded;
  }

  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PanelPrefetchPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PanelPrefetchPlugin',
        async (data) => {
          const files = this.files(compilation);
          const meta = `<meta name="${META_NAME}" content="${files.join(' ')}" />`;
          return { ...data, html: data.html.replace('</head>', `    ${meta}\n  </head>`) };
        },
      );
    });
  }

  /** The groups' script files, minus the entry's and the already loaded groups'. */
  files(compilation) {
    const named = (name) => compilation.namedChunkGroups.get(name);
    const have = new Set([
      ...[...compilation.entrypoints.values()].flatMap(groupScripts),
      ...this.loaded.flatMap((name) => groupScripts(named(name))),
    ]);
    const missing = this.groups.filter((name) => !named(name));
    if (missing.length) {
      throw new Error(`PanelPrefetchPlugin: no chunk group named ${missing.join(', ')}`);
    }
    const publicPath = '/';
    const wanted = this.groups.flatMap((name) => groupScripts(named(name)));
    return [...new Set(wanted)].filter((file) => !have.has(file)).map((f) => publicPath + f);
  }
}

module.exports = { PanelPrefetchPlugin, META_NAME };
