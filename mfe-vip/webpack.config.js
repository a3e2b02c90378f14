// mfe-vip: its own build and deploy (see scripts/remote-webpack.cjs for what every remote shares).
// Besides its pages and layers it exposes './mobile': the VIP summary and benefit claims the mobile
// site shows (platform/README.md, "VIP on the mobile site").
const { remoteWebpackConfig } = require('../scripts/remote-webpack.cjs');

module.exports = remoteWebpackConfig({ dir: __dirname, name: 'mfe_vip', exposes: { './mobile': './src/mobile.ts' } });
