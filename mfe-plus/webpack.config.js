// mfe-plus: its own build and deploy (see scripts/remote-webpack.cjs for what every remote shares).
// Besides its pages and layers it exposes './mobile': the Plus features the mobile site reuses.
const { remoteWebpackConfig } = require('../scripts/remote-webpack.cjs');

const base = remoteWebpackConfig({ dir: __dirname, name: 'mfe_plus' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  const federation = config.plugins.find((p) => p && p.constructor && p.constructor.name === 'ModuleFederationPlugin');
  if (!federation || !federation._options || !federation._options.exposes) throw new Error('mfe-plus: ModuleFederationPlugin not found');
  federation._options.exposes['./mobile'] = './src/mobile/index.tsx';
  return config;
};
