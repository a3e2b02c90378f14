// webpack-dev-server settings of the shell in `npm run dev`: serves the shell with watch,
// answers /remotes.json with the remotes' dev servers, proxies the server-owned paths to the API.
const fs = require('fs');
const path = require('path');
const ports = require('./ports.cjs');
const { areas } = require('../areas.cjs');
const { remoteDeclarationsOf } = require('../declarations-plugin.cjs');
const SERVER_PATHS = require('./server-paths.cjs');

/**
 * Each remote's routes and layers straight from its source (what its build would publish), read
 * once at start in one child process and again only when a declaration file changes (src/routes,
 * src/layers of a remote, the platform's routing and constants): /remotes.json answers from memory
 * (the shell gives it 3 s; reading them per request took 4–8 s). A remote whose edit does not load
 * keeps its last good declarations (and says why in the console).
 */
function watchDeclarations(root) {
  const remotes = Object.keys(ports.remotes).map((name) => ({ name, dir: path.join(root, areas.remotes[name].package) }));
  let known = {};
  let current;
  const read = () => {
    current = remoteDeclarationsOf(remotes).then(
      (found) => {
        for (const [name, d] of Object.entries(found)) {
          if (d.error) console.error(`[declarations] ${name}: ${d.error} — 이전 선언을 그대로 씁니다`);
          else known = { ...known, [name]: d };
        }
        return known;
      },
      (error) => {
        console.error(`[declarations] ${error.message}`);
        return known;
      },
    );
  };
  let timer = null;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(read, 150); // an editor's save is several events
  };
  // each folder and its subfolders, one directory watch each (an editor's replace-by-rename is seen;
  // Node 20's recursive watch on Linux loses a file replaced that way)
  const tops = [...remotes.flatMap((r) => [path.join(r.dir, 'src/routes'), path.join(r.dir, 'src/layers')]), path.join(root, 'platform/src/routing'), path.join(root, 'platform/src/constants')];
  const dirs = tops.filter((d) => fs.existsSync(d)).flatMap((d) => [d, ...fs.readdirSync(d, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath ?? e.path, e.name))]);
  for (const dir of dirs) fs.watch(dir, changed).unref();
  read();
  return () => current;
}

module.exports = function shellDevServer({ port, root }) {
  const host = 'localhost';
  return {
    port,
    allowedHosts: 'all',
    hot: false,
    client: { overlay: false },
    // no gzip in front of the proxy: it holds server-sent events (/__events/remotes) back
    compress: false,
    historyApiFallback: { index: '/shell/index.html' },
    devMiddleware: { publicPath: '/shell/' },
    static: false,
    proxy: [
      {
        context: SERVER_PATHS,
        target: `http://127.0.0.1:${ports.api}`,
        changeOrigin: false,
      },
    ],
    setupMiddlewares(middlewares, server) {
      // (started with the dev server only: a production build reads this config too)
      const declarations = watchDeclarations(root);
      server.app.get('/remotes.json', (_req, res, next) => {
        declarations()
          .then((found) => {
            const manifest = Object.fromEntries(
              Object.entries(ports.remotes)
                .filter(([name]) => found[name])
                .map(([name, p]) => [name, { entry: `http://${host}:${p}/mf-manifest.json`, version: 'dev', declarations: found[name] }]),
            );
            res.set('cache-control', 'no-store').json(manifest);
          })
          .catch(next);
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
