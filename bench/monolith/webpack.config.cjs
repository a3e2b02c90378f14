// The monolith comparison build (issue 20 point 6): the shell's own build (same entry, base
// config, React, production mode and minifier) without federation. The federation host the
// shell's registry creates (shell/src/federation/host.ts) is replaced by ./federation-runtime.ts,
// which maps every `mfe_x/expose` to a static import() of the remote's source
// (./remote-modules.ts), so the remotes' pages become ordinary lazy chunks of one webpack app.
// Output: bench/monolith/dist, deployed as the shell by scripts/bench-monolith.mjs, which adds the
// server render (the shell's frame renderer: the same on both sides). Not part of `npm run build`.
const path = require('path');
const shellConfig = require('../../shell/webpack.config.js');

module.exports = async (env, argv) => {
  const mode = argv.mode || 'production';
  const config = await shellConfig(env, { ...argv, mode });
  const host = path.join(__dirname, '../../shell/src/federation/host.ts');
  if (!require('fs').existsSync(host)) throw new Error(`monolith: ${host} not found (the shell's federation host)`);
  config.plugins.push(
    new (require('webpack').NormalModuleReplacementPlugin)(/^\.\/host$/, (resource) => {
      if (path.join(resource.context, 'host.ts') === host) resource.request = path.join(__dirname, 'federation-runtime.ts');
    }),
  );
  // the shell groups the shared singletons' chunks into one start-up file; an ordinary bundle has
  // no such chunks (its libraries sit in the entry and webpack's default vendor groups)
  delete config.optimization.splitChunks.cacheGroups.startupLibraries;
  config.output = { ...config.output, path: path.join(__dirname, 'dist'), uniqueName: 'hanpan_monolith' };
  if (config.cache) config.cache = { ...config.cache, name: `monolith-${mode}`, buildDependencies: { config: [...config.cache.buildDependencies.config, __filename] } };
  delete config.devServer;
  return config;
};
