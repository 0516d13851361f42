// V8's explicit compile hints (Chrome 136+): a script whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on a
// background thread while it streams in. Otherwise V8 compiles each function
// lazily on its first call, on the main thread, inside whatever task calls it.
//
// The scripts of the sign-in page and of the panel's first screen run nearly
// every function they hold as they load (the entry, React and the antd kit,
// the frame and the dashboard), so their lazy compilation was a large part of
// the cold load's long tasks: the sign-in page's first-paint chunk ran in
// 64 ms at 1x CPU with lazy compilation and 26 ms with the hint (ADR 0012).
// Taken out and measured again (2026-12-04, 3 runs each): Lighthouse mobile
// sign-in 96 → 92 and dashboard 81 → 77 without it. Sections' chunks and the
// rest of the host are left lazy: much of them runs only when a page or
// dialog opens. Browsers without the feature read a comment.
const { groupScripts } = require('./group-scripts.cjs');

const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ groups: string[] }} options chunk groups whose scripts run as they load (entries always) */
  constructor({ groups }) {
    this.groups = groups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before source maps are written.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of this.files(compilation)) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(new sources.RawSource(HINT), source),
            );
          }
        },
      );
    });
  }

  /**
   * The script files of the entries and of the named groups a build has (the
   * bench's monolith starts at the bootstrap module: no `bootstrap` group).
   * e2e/tests/auth.spec.ts checks that the sign-in page's scripts carry it.
   */
  files(compilation) {
    const groups = [
      ...compilation.entrypoints.values(),
      ...this.groups.map((name) => compilation.namedChunkGroups.get(name)).filter(Boolean),
    ];
    return [...new Set(groups.flatMap(groupScripts))];
  }
}

module.exports = { CompileHintsPlugin };
