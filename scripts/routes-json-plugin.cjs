// Emits routes.json (pattern, owner, layout of every route) from the shared route table, so the
// portal server can answer unknown paths with HTTP 404 without importing frontend code.
const path = require('path');
const { require: tsxRequire } = require('tsx/cjs/api');

function loadRoutes() {
  const mod = tsxRequire(path.join(__dirname, '../platform/src/platform/routes.ts'), __filename);
  return mod.PORTAL_ROUTES.map((r) => ({ path: r.path, owner: r.owner, layout: r.layout, title: r.pageInfo.title }));
}

class RoutesJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(JSON.stringify(loadRoutes(), null, 1)));
      });
      compilation.fileDependencies?.add?.(path.join(__dirname, '../platform/src/platform/routes.ts'));
    });
  }
}
module.exports = { RoutesJsonPlugin, loadRoutes };
