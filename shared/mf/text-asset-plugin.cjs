/** Emits a file of the given text beside the build (a manifest, a stylesheet computed at build time). */
class TextAssetPlugin {
  constructor(file, text) {
    this.file = file;
    this.text = text;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('TextAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'TextAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.file, new sources.RawSource(this.text)),
      );
    });
  }
}

module.exports = { TextAssetPlugin };
