// mfe-hpc: its own build and deploy (see scripts/remote-webpack.cjs for what every remote shares).
const { remoteWebpackConfig } = require('../scripts/remote-webpack.cjs');

module.exports = remoteWebpackConfig({ dir: __dirname, name: 'mfe_hpc' });
