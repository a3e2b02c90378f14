// V8's explicit compile hint (Chrome 136+; other browsers ignore it): a script that starts with
// this comment has all its functions compiled eagerly with the script (off the main thread when the
// script streams in), instead of each one pre-parsed, then compiled on the main thread the first
// time it is called. The portal's scripts are start-up code — module factories, React's renderer,
// a page's components — called as soon as they load, so on a phone that compile work was part of
// every long task of the first load (Lighthouse mobile /shop, 3 runs each on one machine: TBT
// 261–457 → 50–143 ms). Small scripts (webpack's runtime, boot.js) compile in a moment either way:
// not worth the comment's bytes. It goes in after minifying (which drops comments) and before the
// source maps and content hashes.
const HINT = '//# allFunctionsCalledOnLoad\n';
const MIN_SIZE = 8 * 1024;

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (file.endsWith('.js') && assets[file].size() >= MIN_SIZE) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, HINT, MIN_SIZE };
