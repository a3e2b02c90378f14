// Root jest: the platform, every frontend package of the ownership table and the monolith
// comparison build's mapping are projects (api uses node:test, see api/package.json).
const { PACKAGES } = require('./scripts/areas.cjs');

module.exports = {
  projects: ['platform', ...PACKAGES, 'bench/monolith'].map((w) => `<rootDir>/${w}`),
};
