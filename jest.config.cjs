// Root jest: the platform, every frontend package of the ownership table and the monolith
// comparison build's mapping are projects (api uses node:test, see api/package.json).
const { PACKAGES } = require('./scripts/areas.cjs');

module.exports = {
  // every core runs tests: jest's default keeps one for itself, which is one worker of CI's two
  // (566 tests 66 → 38 s there)
  maxWorkers: '100%',
  projects: ['platform', ...PACKAGES, 'bench/monolith'].map((w) => `<rootDir>/${w}`),
};
