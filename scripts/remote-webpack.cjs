// The build of one remote (the pattern every area team copies): builds alone into dist/
// (remoteEntry.js + mf-manifest.json), is deployed under /remotes/<pkg>/<version>/ and found by
// the shell through /remotes.json at run time. A remote's webpack.config.js calls this and may
// adjust the returned config (extra exposes, loaders) before returning it.
const path = require('path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { baseConfig, buildId, chunkNamespace } = require('./webpack-base.cjs');
const { sharedConfig, federationExperiments } = require('./federation-shared.cjs');
const { BuildInfoPlugin } = require('./build-info-plugin.cjs');
const fs = require('fs');
const { DeclarationsPlugin } = require('./declarations-plugin.cjs');
const { PlatformOnlyLibrariesPlugin } = require('./webpack/platform-only-libraries-plugin.cjs');
const { remotes: DEV_PORTS, api: DEV_API_PORT } = require('./dev/ports.cjs');
const SERVER_PATHS = require('./dev/server-paths.cjs');

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} remote  dir: the package folder;
 *   name: the container name (mfe_x); exposes: extra modules for other remotes (e.g. './mobile' for the mobile site)
 */
function remoteWebpackConfig({ dir, name, exposes: extraExposes = {} }) {
  const pkg = path.basename(dir);
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const id = buildId();
    const config = baseConfig({
      dir,
      mode,
      publicPath: 'auto', // resolved from where remoteEntry.js was loaded: any version folder works
      uniqueName: chunkNamespace(name, id), // own chunk namespace per build, so a redeploy's code is really used
      buildId: id,
    });
    // the parcel of its pages, and the components of the layers it declares (src/layers)
    const exposes = { './lifecycles': './src/lifecycles.tsx', ...extraExposes };
    if (fs.existsSync(path.join(dir, 'src/layers/components.ts'))) exposes['./layers'] = './src/layers/components.ts';
    // a slow chunk fails after the HTTP timeout (SPEC §9) so the shell's retry plugin can try again
    if (mode === 'production') config.output.chunkLoadTimeout = 3000;
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig({ remote: true }),
        shareStrategy: 'loaded-first',
        manifest: true,
        experiments: federationExperiments({ remote: true, mode }),
        dts: false,
      }),
      new BuildInfoPlugin({ name, package: pkg, buildId: id }),
      new DeclarationsPlugin({ dir, name, kind: 'remote' }),
      new PlatformOnlyLibrariesPlugin(),
    );
    // a remote loads no remotes (experiments.optimization.disableRemote): without the bundler
    // runtime's remote-loading code, remoteEntry.js also drops the parts of @module-federation/sdk
    // it pulled in (./webpack/no-remotes.mjs)
    if (mode === 'production') config.plugins.push(new webpack.NormalModuleReplacementPlugin(/^\.\/remotes\.js$/, (resource) => {
      if (/[\\/]webpack-bundler-runtime[\\/]dist$/.test(resource.context)) resource.request = require.resolve('./webpack/no-remotes.mjs');
    }));
    // standalone page for the dev server only (its script from the root: /vip/guide loaded vip/main.js)
    if (mode === 'development') config.plugins.push(new HtmlWebpackPlugin({ publicPath: '/', templateContent: '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>' }));
    const port = DEV_PORTS[name];
    // the portal whose API the standalone page calls: `npm run dev`'s API, or PORTAL_URL (`npm start`'s)
    const portal = process.env.PORTAL_URL || `http://127.0.0.1:${DEV_API_PORT}`;
    config.devServer = {
      port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // the shell's pages on another local host load its scripts (m.localhost for the mobile site):
      // a Host it knows lets them past webpack-dev-server's cross-site script block (403)
      allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
      historyApiFallback: true,
      hot: false,
      client: { overlay: false },
      proxy: [{ context: SERVER_PATHS, target: portal, changeOrigin: false }],
      // (webpack's own start-up lines are below the 'warn' log level)
      onListening() {
        const entry = `http://localhost:${port}/mf-manifest.json`;
        console.log(`\n  ${pkg} 개발 서버: http://localhost:${port}/ (단독 화면, API는 ${portal})`);
        console.log(`  포털에서 보기: 포털 주소 뒤에 ?hanpan-override=${encodeURIComponent(`${name}=${entry}`)}\n`);
      },
    };
    return config;
  };
}

module.exports = { remoteWebpackConfig };
