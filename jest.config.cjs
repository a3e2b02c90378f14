// Root jest: every frontend workspace is a project (api uses node:test, see api/package.json).
module.exports = {
  projects: ['platform', 'shell', 'mfe-shop', 'mfe-plus', 'mfe-vip', 'mfe-hpc', 'mfe-mobile']
    .map((w) => `<rootDir>/${w}`),
};
