// The ONE shared-singleton map used by all six webpack builds (shell + five remotes).
// Identical everywhere, so each library is downloaded once per page (the shell's copy).
const path = require('path');

const root = path.join(__dirname, '..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'styled-components',
  'single-spa-react',
];

function sharedConfig() {
  const shared = {};
  for (const request of SINGLETONS) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const version = versionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Source-only workspace package: one instance (zustand store, QueryClient, theme) per page.
  const sharedPkg = require(path.join(root, 'shared/package.json'));
  shared['@hanpan/shared'] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
