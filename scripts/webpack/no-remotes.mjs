// Stands in for @module-federation/webpack-bundler-runtime's remotes.js in production remotes
// (scripts/remote-webpack.cjs): a remote loads no remotes (experiments.optimization.disableRemote),
// but the bundler runtime keeps `remotes` behind a run-time flag, so webpack kept the module and,
// through it, parts of @module-federation/sdk (~0.5 KB gzip of every remoteEntry.js).
export function remotes() {
  throw new Error('[federation] this remote loads no remotes (built with disableRemote)');
}
