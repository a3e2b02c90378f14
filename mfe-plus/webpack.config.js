// mfe-plus: builds alone into dist/ (remoteEntry.js + mf-manifest.json), deployed under
// /remotes/mfe-plus/<version>/ and found by the shell through /remotes.json at run time.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, buildId } = require('../scripts/webpack-base.cjs');
const { sharedConfig, federationExperiments } = require('../scripts/federation-shared.cjs');
const { BuildInfoPlugin } = require('../scripts/build-info-plugin.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'mfe_plus';
const DEV_PORT = require('../scripts/dev/ports.cjs').remotes[NAME];

module.exports = (_env, argv) => {
  const id = buildId();
  const config = baseConfig({
    dir: __dirname,
    mode: argv.mode || 'production',
    publicPath: 'auto', // resolved from where remoteEntry.js was loaded: any version folder works
    uniqueName: `${NAME}_${id}`, // own chunk namespace per build, so a redeploy's code is really used
    buildId: id,
  });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: { './lifecycles': './src/lifecycles.tsx' },
      shared: sharedConfig(),
      manifest: true,
      experiments: federationExperiments({ remote: true, mode: argv.mode || 'production' }),
      dts: false,
    }),
    new BuildInfoPlugin({ name: NAME, package: 'mfe-plus', buildId: id }),
  );
  // standalone page for the dev server only
  if (argv.mode === 'development') config.plugins.push(new HtmlWebpackPlugin({ templateContent: '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>' }));
  config.devServer = {
    port: DEV_PORT,
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    hot: false,
    client: { overlay: false },
  };
  return config;
};
