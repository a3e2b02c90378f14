// Loaders, resolve and output settings common to the shell and the remotes.
// swc-loader for speed; no source maps in production CI builds.
const path = require('path');

// webpack's own minimizer (bundled with webpack 5.111); comments not extracted to .LICENSE.txt files
const TerserPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));

const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { swcOptions } = require('./swc-options.cjs');
const { CompileHintsPlugin } = require('./webpack/compile-hints-plugin.cjs');
const { PackageBoundariesPlugin } = require('./webpack/package-boundaries-plugin.cjs');
const { newBuildId, chunkNamespace } = require('./build-id.cjs');

const root = path.join(__dirname, '..');
const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));

function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID.replace(/[^A-Za-z0-9_]/g, '_');
  return newBuildId();
}

/** @returns {import('webpack').Configuration} */
function baseConfig({ dir, mode, publicPath, uniqueName, buildId: id }) {
  const prod = mode === 'production';
  return {
    mode,
    // modern browsers only (like the swc target): webpack's runtime glue uses arrow functions etc.
    target: ['web', 'es2020'],
    context: dir,
    entry: { main: './src/index.ts' },
    // dev builds: no eval, so a team's dev server also runs under the portal's CSP (the override of README)
    devtool: prod ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's export map only points at its development build
      alias: prod
        ? {
            'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
            'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions() },
        },
        // production: real .css files (the font face list is not JavaScript to download and parse)
        { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|svg|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // production: chunks by number — the generated names (paths of their modules) were written in
      // every chunk map (main.js, each remoteEntry.js) and in every chunk that loads them, ~0.4 KB
      // gzip each. Chunks named in the code (pages, layers, exposes) keep their names; development
      // builds keep every name (readable in the network log).
      chunkIds: prod ? 'deterministic' : 'named',
      mangleExports: 'size',
      moduleIds: prod ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // webpack's default vendors group, but axios stays in the chunk that loads it on the first
          // request (platform/src/api/transport.ts): one file with its fetch-adapter stand-in, not two
          defaultVendors: { idHint: 'vendors', reuseExistingChunk: true, test: /[\\/]node_modules[\\/](?!axios[\\/])/i, priority: -10 },
        },
      },
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } } })],
    },
    // process.env.BUILD_ID: lets a remote show which build is mounted (redeploy/rollback checks)
    plugins: [
      new (require('webpack').DefinePlugin)({ 'process.env.BUILD_ID': JSON.stringify(id ?? '') }),
      // axios' fetch adapter is never used in a browser (xhr comes first): not shipped
      new (require('webpack').NormalModuleReplacementPlugin)(/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'webpack/axios-fetch-adapter-browser.mjs')),
      new PackageBoundariesPlugin(),
      ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }), new CompileHintsPlugin()] : []),
    ],
    // persistent cache: a redeploy rebuilds in seconds (the build id only changes runtime code)
    cache: process.env.WEBPACK_CACHE === '0' ? false : {
      type: 'filesystem',
      // source maps change every emitted file: their own cache (a warm one would emit no maps)
      name: `${path.basename(dir)}-${mode}${process.env.SOURCE_MAPS ? '-maps' : ''}`,
      cacheDirectory: path.join(root, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename, path.join(__dirname, 'swc-options.cjs'), path.join(__dirname, 'federation-shared.cjs'), path.join(__dirname, 'webpack/axios-fetch-adapter-browser.mjs'), path.join(__dirname, 'webpack/compile-hints-plugin.cjs'), path.join(__dirname, 'webpack/package-boundaries-plugin.cjs'), path.join(dir, 'webpack.config.js')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { baseConfig, buildId, chunkNamespace, root };
