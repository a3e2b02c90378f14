// The ownership table (platform/areas.json) for the scripts: remote names, packages, dev ports.
const areas = require('../platform/areas.json');

/** { 'mfe-shop': 'mfe_shop', … } */
const REMOTES = Object.fromEntries(Object.entries(areas.remotes).map(([name, a]) => [a.package, name]));
const PACKAGES = ['shell', ...Object.keys(REMOTES)];

function devPorts(base = Number(process.env.DEV_PORT || 3000)) {
  return {
    shell: base + areas.devPorts.shell,
    // (DEV_API_PORT: the API elsewhere when base + 9 is taken; the dev servers' proxies follow)
    api: Number(process.env.DEV_API_PORT || base + 9),
    remotes: Object.fromEntries(Object.keys(areas.remotes).map((name) => [name, base + areas.devPorts[name]])),
  };
}

module.exports = { areas, REMOTES, PACKAGES, devPorts };
