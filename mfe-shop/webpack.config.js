// mfe-shop: its own build and deploy (see scripts/remote-webpack.cjs for what every remote shares).
// Besides its pages and layers it exposes './mobile' (catalogue and hancoin charge) for the mobile
// site, which loads it with loadRemoteModule('mfe_shop', 'mobile').
const { remoteWebpackConfig } = require('../scripts/remote-webpack.cjs');

module.exports = remoteWebpackConfig({ dir: __dirname, name: 'mfe_shop', exposes: { './mobile': './src/mobile/index.tsx' } });
