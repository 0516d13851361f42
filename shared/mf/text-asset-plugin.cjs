/** Emits a file of the given text beside the build (a manifest, a stylesheet computed at build time). */
class TextAssetPlugin {
  /**
   * @param {string} file
   * @param {string} text
   * @param {{ minimized?: boolean }} [info] `minimized`: left as it is by the build's minimizers
   */
  constructor(file, text, info = {}) {
    this.file = file;
    this.text = text;
    this.info = info;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('TextAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'TextAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.file, new sources.RawSource(this.text), this.info),
      );
    });
  }
}

module.exports = { TextAssetPlugin };
