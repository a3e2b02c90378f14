// webpack-dev-server settings of the shell in `npm run dev`: serves the shell with watch,
// answers /remotes.json with the remotes' dev servers, proxies the server-owned paths to the API.
const path = require('path');
const ports = require('./ports.cjs');
const { areas } = require('../areas.cjs');
const { remoteDeclarations } = require('../declarations-plugin.cjs');

module.exports = function shellDevServer({ port, root }) {
  const host = 'localhost';
  // each remote's routes and layers straight from its source (what its build would publish)
  const manifest = () =>
    Object.fromEntries(
      Object.entries(ports.remotes).map(([name, p]) => [
        name,
        { entry: `http://${host}:${p}/mf-manifest.json`, version: 'dev', declarations: remoteDeclarations(path.join(root, areas.remotes[name].package), name) },
      ]),
    );
  return {
    port,
    allowedHosts: 'all',
    hot: false,
    client: { overlay: false },
    historyApiFallback: { index: '/shell/index.html' },
    devMiddleware: { publicPath: '/shell/' },
    static: false,
    proxy: [
      {
        // (the payment sandbox's pages, HPC media, the deploy notices' event stream too)
        context: ['/api', '/idp', '/services', '/register', '/autobankbook', '/auto-bankbook', '/use', '/payments', '/sandbox', '/game-client', '/static', '/__events'],
        target: `http://127.0.0.1:${ports.api}`,
        changeOrigin: false,
      },
    ],
    setupMiddlewares(middlewares, server) {
      server.app.get('/remotes.json', (_req, res) => {
        res.set('cache-control', 'no-store').json(manifest());
      });
      // browsers ask every site for /favicon.ico: the icon the shell build publishes (the portal
      // server answers it from the deployed shell the same way)
      server.app.get('/favicon.ico', (req, _res, next) => {
        req.url = '/shell/favicon.ico';
        next();
      });
      return middlewares;
    },
  };
};
