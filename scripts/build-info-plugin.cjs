// Emits build-info.json (build id, package, time) beside remoteEntry.js: the deploy script
// names the version folder after it and `npm start` knows whether a dist is already published.
class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const body = JSON.stringify({ ...this.info, builtAt: new Date().toISOString() }, null, 2);
        compilation.emitAsset('build-info.json', new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}
module.exports = { BuildInfoPlugin };
