// The shell (host). Knows no remote at build time: it reads /remotes.json at run time.
// Served from /shell/; the portal server returns index.html for every page path.
// The federation host is created at run time (src/federation/host.ts, the runtime API of
// @module-federation/enhanced) with the first remote a page needs, not by the build plugin: the
// plugin puts the runtime in main.js and loads every library through it, so the home page and the
// shell's own pages downloaded ~21 KB gzip of federation runtime they never use.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { baseConfig, buildId, chunkNamespace, root } = require('../scripts/webpack-base.cjs');
const { sharedConfig, shellRuntimeDefines } = require('../scripts/federation-shared.cjs');
const { BuildInfoPlugin } = require('../scripts/build-info-plugin.cjs');
const { DeclarationsPlugin } = require('../scripts/declarations-plugin.cjs');
const { buildUiFont } = require('./ui-font.cjs');

const DEV_PORT = require('../scripts/dev/ports.cjs').shell;

// Static files of the mobile shortcut app (manifest, service worker, icons) copied as they are
// from shell/public/ to the build root (served under /shell/).
class CopyPublicPlugin {
  apply(compiler) {
    const fs = require('fs');
    const { Compilation, sources } = compiler.webpack;
    const dir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(dir)) return;
        compilation.contextDependencies.add(dir);
        for (const file of fs.readdirSync(dir)) {
          compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(path.join(dir, file))));
        }
      });
    });
  }
}

// The Pretendard web font without JavaScript: its unicode-range woff2 files (and the CSS, with its
// licence, for reference) are copied as they are to fonts/pretendard-<version>/. The first screen
// draws with the UI font (its one @font-face inline in index.html); the subsets' faces, for any
// other character (a member's nickname), are a content-hashed stylesheet that boot.js attaches
// after the first frame (a <noscript> link without JavaScript): ~10 KB less in every page's HTML,
// and no stylesheet request before the first paint.
const FONT_DIR = path.dirname(require.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css', { paths: [root] }));
const FONT_VERSION = require(require.resolve('pretendard/package.json', { paths: [root] })).version;
const FONT_PREFIX = `fonts/pretendard-${FONT_VERSION}/`;
const FONT_CSS = `${FONT_PREFIX}pretendardvariable-dynamic-subset.css`;
/** The subsets' @font-face rules as a stylesheet: URLs absolute, comments and indentation out, content-hashed. */
function subsetFaces(publicPath) {
  const source = require('fs')
    .readFileSync(path.join(FONT_DIR, 'pretendardvariable-dynamic-subset.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\(\.\//g, `url(${publicPath}${FONT_PREFIX}`)
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{}:;,])\s*/g, '$1');
  const hash = require('crypto').createHash('sha256').update(source).digest('hex').slice(0, 8);
  const file = `${FONT_PREFIX}faces.${hash}.css`;
  return { file, source, href: `${publicPath}${file}` };
}

// shell/boot.js, its comments out and the URLs of main.js and the subsets' faces in, emitted
// content-hashed (see the file for why)
function bootScript(publicPath, facesHref) {
  const fs = require('fs');
  const source = fs
    .readFileSync(path.join(__dirname, 'boot.js'), 'utf8')
    .replace(/^\/\/.*\n/gm, '')
    .replace('__MAIN_SCRIPT__', JSON.stringify(`${publicPath}main.js`))
    .replace('__FONT_FACES__', JSON.stringify(facesHref));
  const hash = require('crypto').createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { file: `boot.${hash}.js`, source, src: `${publicPath}boot.${hash}.js` };
}

// Chunks no page starts with, by the file whose magic comment names them (a comment cannot read a
// constant): the federation host (downloaded with the first remote) and react-query whole (loaded
// only by remotes built before platform 1.3.0). startupLibraries leaves their library code where
// it is, and the build fails if a name here and its comment ever differ, instead of quietly
// putting that code back into every first load.
const CHUNKS_NOT_AT_START = {
  'federation-host': 'src/federation/registry.ts',
  'react-query-for-older-remotes': 'src/federation/host.ts',
};
class RequireChunksPlugin {
  constructor(chunks) {
    this.chunks = chunks;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RequireChunksPlugin', (compilation) => {
      // the source files, before modules are concatenated into others
      let files = new Set();
      compilation.hooks.finishModules.tap('RequireChunksPlugin', (modules) => {
        files = new Set([...modules].map((module) => module.resource));
      });
      compilation.hooks.afterSeal.tap('RequireChunksPlugin', () => {
        const names = new Set([...compilation.chunks].map((chunk) => chunk.name));
        for (const [name, namedIn] of Object.entries(this.chunks)) {
          // (a build that replaces the naming file, as the monolith bench's does the host, has no such chunk)
          if (names.has(name) || !files.has(path.join(compiler.context, namedIn))) continue;
          compilation.errors.push(new compiler.webpack.WebpackError(`no chunk named "${name}": its webpackChunkName in ${namedIn} and this config must agree`));
        }
      });
    });
  }
}

class EmitFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { file, source } of this.files) compilation.emitAsset(file, new sources.RawSource(source));
      });
    });
  }
}

class CopyFontPlugin {
  apply(compiler) {
    const fs = require('fs');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyFontPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyFontPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FONT_CSS, new sources.RawSource(fs.readFileSync(path.join(FONT_DIR, 'pretendardvariable-dynamic-subset.css'))));
        const woff = path.join(FONT_DIR, 'woff2-dynamic-subset');
        for (const file of fs.readdirSync(woff)) {
          compilation.emitAsset(`${FONT_PREFIX}woff2-dynamic-subset/${file}`, new sources.RawSource(fs.readFileSync(path.join(woff, file))));
        }
      });
    });
  }
}

module.exports = async (_env, argv) => {
  const mode = argv.mode || 'production';
  // preloaded: every first screen draws with it (e2e/specs/perf-fonts.spec.ts)
  const uiFont = await buildUiFont({ root, publicPath: '/shell/', display: 'swap' });
  const faces = subsetFaces('/shell/');
  const boot = bootScript('/shell/', faces.href);
  const id = buildId();
  const config = baseConfig({ dir: __dirname, mode, publicPath: '/shell/', uniqueName: chunkNamespace('shell', id), buildId: id });
  config.plugins.push(
    // the singletons the host offers the remotes (the remotes' own map), and the runtime's build
    // flags the plugin would set: browsers only, no manifest snapshot code (remotes register by
    // their remoteEntry.js: src/federation/registry.ts)
    new (require('webpack').DefinePlugin)({
      __HANPAN_SHARED__: JSON.stringify(sharedConfig()),
      ...shellRuntimeDefines(),
    }),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      // the template loads boot.js, which adds main.js after the first frame
      inject: false,
      templateParameters: { fontFaces: uiFont.face, fontPreloads: [uiFont.href], facesHref: faces.href, bootSrc: boot.src },
    }),
    new BuildInfoPlugin({ name: 'shell', package: 'shell', buildId: id }),
    new DeclarationsPlugin({ dir: __dirname, name: 'shell', kind: 'shell' }),
    new CopyPublicPlugin(),
    new CopyFontPlugin(),
    // the same faces under a fixed name for the API's server pages (login, payment sandbox, error
    // pages: api/src/lib/html.ts), which cannot know the hash; served no-cache
    new EmitFilesPlugin([uiFont, faces, boot, { file: 'fonts/pretendard-faces.css', source: faces.source }]),
    // In the browser the shell takes the route helpers from the shared platform singleton (whose
    // main entry re-exports `@hanpan/platform/routing`) instead of bundling a second copy; the
    // subpath import stays in src/routes so the build-time route reader needs no React.
    new (require('webpack').NormalModuleReplacementPlugin)(/^@hanpan\/platform\/routing$/, (resource) => {
      resource.request = '@hanpan/platform';
    }),
  );
  // The libraries every page starts with, in one file: one request instead of eight (a phone on
  // HTTP/1.1 opens six connections per host; the rest waited a round trip). Each shared module
  // still has its own entry in the share scope; loading any of them loads this chunk.
  // Library code only the federation host's chunk reaches (the parts of a shared library the shell
  // never calls, which remotes may) stays in that chunk: downloaded with the first remote; the
  // rest of react-query stays in the chunk only older remotes load.
  const startupLibrary = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|styled-components|stylis|@emotion|zustand|react-router|date-fns|@date-fns|use-sync-external-store)[\\/]/;
  config.optimization.splitChunks.cacheGroups.startupLibraries = {
    name: 'startup-libraries',
    test: (module, { chunkGraph }) =>
      startupLibrary.test(module.nameForCondition() ?? '') && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => !Object.hasOwn(CHUNKS_NOT_AT_START, chunk.name ?? '')),
    chunks: 'async',
    priority: 10,
    enforce: true,
  };
  // A member-only part (`member-*`) takes its own copies of what it shares with a page: otherwise
  // the shared modules move to a common chunk, one more script on every guest's page.
  config.optimization.splitChunks.cacheGroups.default = { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: (chunk) => !chunk.name?.startsWith('member-') };
  config.plugins.push(new RequireChunksPlugin(CHUNKS_NOT_AT_START));
  // `npm run dev`: the shell dev server fronts everything (API proxied, remotes from their dev servers).
  config.devServer = require('../scripts/dev/shell-dev-server.cjs')({ port: DEV_PORT, root });
  return config;
};
