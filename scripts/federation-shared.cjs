// The ONE shared-singleton map used by all six webpack builds (shell + five remotes): the same
// versions everywhere, so each library is downloaded once per page (the shell's copy).
// react-router(-dom) is deliberately NOT here: a shared module cannot be tree-shaken, so the
// router is re-exported by @hanpan/platform (platform/src/platform/router.ts) and travels, trimmed
// to the API in use, inside that singleton; react-query's hooks likewise (SHELL_ONLY below).
const path = require('path');

const root = path.join(__dirname, '..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@tanstack/react-query',
  'styled-components',
  'single-spa-react',
];

// In the shell's share scope only, loaded on demand, for remotes built before platform 1.3.0 (they
// consumed it; a rollback may bring one back): later remotes take react-query's hooks from
// @hanpan/platform (platform/src/platform/query.ts), so on their pages the shell's copy is
// tree-shaken like the router.
const SHELL_ONLY = ['@tanstack/react-query'];

/** The shared modules of the shell (`remote: false`: the share scope it provides) or of a remote build. */
function sharedConfig({ remote = false } = {}) {
  const shared = {};
  for (const request of SINGLETONS) {
    if (remote && SHELL_ONLY.includes(request)) continue;
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const version = versionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Source-only workspace package: one instance (zustand store, QueryClient, theme) per page.
  const sharedPkg = require(path.join(root, 'platform/package.json'));
  shared['@hanpan/platform'] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  // Area hooks and contracts are bundled into their remote (tree-shaken); the dialog frames are
  // their own singleton entry (only the shell's popup host loads them).
  shared['@hanpan/platform/dialogs'] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };

// MF runtime size (`experiments.optimization`): every build runs in browsers only (target web
// drops the Node loaders). Remotes load no remotes themselves, so their copy of the runtime
// needs neither the remote-loading code nor the manifest snapshot plugin. The shell (its host is
// created with the runtime API: shell/src/federation/host.ts) keeps the remote-loading code only:
// it registers each remote's remoteEntry.js (shell/src/federation/registry.ts maps the served
// mf-manifest.json URL to it), so no snapshot code either.
// Production remotes also use the shell's runtime-core (`externalRuntime`: read from the
// `_FEDERATION_RUNTIME_CORE` global, which the shell's host sets) instead of shipping their own:
// remoteEntry.js 28 → 8 KB gzip. Development remotes keep their own copy (their standalone dev
// page has no shell). MF_EXTERNAL_RUNTIME=0 turns it off.
const externalRuntime = (mode) => mode === 'production' && process.env.MF_EXTERNAL_RUNTIME !== '0';

const optimization = ({ remote }) => (remote ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web', disableSnapshot: true });

function federationExperiments({ remote, mode }) {
  const base = { optimization: optimization({ remote }) };
  if (remote && externalRuntime(mode)) base.externalRuntime = true;
  return base;
}

/** The DefinePlugin flags ModuleFederationPlugin sets for `experiments.optimization`, for the shell, whose host uses the runtime API without the plugin. */
function shellRuntimeDefines() {
  const o = optimization({ remote: false });
  return {
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: String(o.disableSnapshot),
    FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
    FEDERATION_OPTIMIZE_NO_SHARED: 'false',
    FEDERATION_HAS_EXPOSES: 'false',
    ENV_TARGET: JSON.stringify(o.target),
  };
}

module.exports.federationExperiments = federationExperiments;
module.exports.shellRuntimeDefines = shellRuntimeDefines;
