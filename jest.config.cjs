// Root jest: the platform and every frontend package of the ownership table are projects
// (api uses node:test, see api/package.json).
const { PACKAGES } = require('./scripts/areas.cjs');

module.exports = {
  projects: ['platform', ...PACKAGES].map((w) => `<rootDir>/${w}`),
};
