// Emits what a package declares about its pages and layers, read from its own source at build
// time (tsx): the shell's routes.json, and each remote's hanpan-remote.json (routes, layers and the
// platform range it needs), published beside remoteEntry.js. The portal server answers HTTP 404s
// and hands the shell each deployed remote's declarations from these files.
const { execFile, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const platformVersion = () => require(path.join(root, 'platform/package.json')).version;

// (in the child) the export of a module ending in `suffix`, or of its default export
const PICK = `const pick = (ns, suffix) => { const m = Object.keys(ns).some((k) => k.endsWith(suffix)) ? ns : ns.default ?? {}; const k = Object.keys(m).find((k) => k.endsWith(suffix)); if (!k) throw new Error('no export ending in ' + suffix); return m[k]; };`;

/**
 * The export ending in `suffix` of a TypeScript module, evaluated in a child process with tsx
 * (loaded in the build process, tsx's module graph would land in webpack's build dependencies).
 */
function firstExport(file, suffix) {
  if (!fs.existsSync(file)) return [];
  const script = `${PICK} import(${JSON.stringify(file)}).then((ns) => process.stdout.write(JSON.stringify(pick(ns, ${JSON.stringify(suffix)}))))`;
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${path.relative(root, file)}: ${res.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(res.stdout);
}

const routesFile = (dir) => path.join(dir, 'src/routes/index.ts');
const layersFile = (dir) => path.join(dir, 'src/layers/index.ts');
const withPlatform = (name, routes, layers) => {
  const version = platformVersion();
  return { name, platform: { builtWith: version, requires: `^${version}` }, routes, layers };
};

/** `{ name, platform, routes, layers }` of a remote, from its src/routes and src/layers. */
function remoteDeclarations(dir, name) {
  return withPlatform(name, firstExport(routesFile(dir), '_ROUTES'), firstExport(layersFile(dir), '_LAYERS'));
}

/**
 * The declarations of several remotes (`[{ dir, name }]`) in one child process, without blocking
 * (the dev server's /remotes.json): `{ [name]: declarations }`, or `{ [name]: { error } }` for a
 * remote whose files do not load (a half-typed edit) — the others still come.
 */
function remoteDeclarationsOf(remotes) {
  const jobs = remotes.map(({ dir, name }) => ({ name, routes: routesFile(dir), layers: layersFile(dir) }));
  const script = `${PICK} import fs from 'node:fs';
const load = async (file, suffix) => (fs.existsSync(file) ? pick(await import(file), suffix) : []);
const out = {};
for (const j of ${JSON.stringify(jobs)}) {
  try { out[j.name] = { routes: await load(j.routes, '_ROUTES'), layers: await load(j.layers, '_LAYERS') }; }
  catch (e) { out[j.name] = { error: String(e && e.message || e).split('\\n')[0] }; }
}
process.stdout.write(JSON.stringify(out));`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`declarations: ${stderr.trim().split('\n').slice(-3).join(' ') || error.message}`));
      const out = JSON.parse(stdout);
      resolve(Object.fromEntries(Object.entries(out).map(([name, d]) => [name, d.error ? d : withPlatform(name, d.routes, d.layers)])));
    });
  });
}

class DeclarationsPlugin {
  /** @param {{ dir: string, name: string, kind: 'shell' | 'remote' }} options */
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    const { dir, name, kind } = this.options;
    compiler.hooks.thisCompilation.tap('DeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DeclarationsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { RawSource } = compiler.webpack.sources;
        try {
          if (kind === 'shell') {
            // the shell's own pages and the prefixes it hands to remotes (their pages come with them)
            const routes = firstExport(path.join(dir, 'src/routes/shellRoutes.ts'), '_ROUTES');
            const prefixes = Object.fromEntries(Object.entries(require(path.join(root, 'platform/areas.json')).remotes).map(([n, a]) => [n, a.prefixes]));
            const body = { routes: routes.map((r) => ({ path: r.path, params: r.params })), prefixes };
            compilation.emitAsset('routes.json', new RawSource(JSON.stringify(body, null, 1)));
          } else {
            compilation.emitAsset('hanpan-remote.json', new RawSource(JSON.stringify(remoteDeclarations(dir, name))));
          }
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`[declarations] ${name}: ${error.message}`));
        }
      });
      for (const sub of ['src/routes', 'src/layers']) compilation.contextDependencies.add(path.join(dir, sub));
    });
  }
}

module.exports = { DeclarationsPlugin, remoteDeclarations, remoteDeclarationsOf };
