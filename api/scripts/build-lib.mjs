// The api build: compiles the server to JavaScript (esbuild) into api/dist/. Workspace
// packages (@hanpan/contracts, TypeScript sources) are bundled in; every other package stays an
// import and must be listed in api/package.json "dependencies" — a production install
// (npm install --omit=dev) then has everything the compiled server needs. Anything else fails
// the build with its name.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const WORKSPACE = new Set(['@hanpan/contracts']);
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
/** Workspace packages are TypeScript sources: every bundle of the api compiles them in. */
export const isWorkspaceImport = (spec) => WORKSPACE.has(packageOf(spec));
const deps = new Set(Object.keys(pkg.dependencies ?? {}).filter((d) => !WORKSPACE.has(d)));
const builtins = new Set(builtinModules);

/** Bare imports: node builtins and api dependencies stay external; workspace packages are bundled. */
const dependencyGuard = {
  name: 'dependency-guard',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      if (isWorkspaceImport(args.path)) return undefined;
      const name = packageOf(args.path);
      if (deps.has(name)) return { external: true };
      // a package reached from inside a bundled workspace package: must be an api dependency too
      return { errors: [{ text: `${name}: api/package.json "dependencies"에 없는 패키지입니다 (${args.importer}).` }] };
    });
  },
};

/** esbuild's settings for code Node runs: the server build and the compiled tests (scripts/test-build.mjs). */
export const NODE_BUNDLE = { bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20', chunkNames: 'chunks/[name]-[hash]', logLevel: 'warning' };

/**
 * dist/<name>.js ← its source: the server and the CLIs. One list in src/entry-points.json, which the
 * tests' src/test/entry.ts reads too (they run the compiled copies).
 */
export const API_ENTRY_POINTS = JSON.parse(fs.readFileSync(path.join(apiRoot, 'src/entry-points.json'), 'utf8'));

export const API_DIST = path.join(apiRoot, 'dist');
const BUILD_INFO = path.join(API_DIST, 'build-info.json');
/** Sources the bundle is made of: a newer file here means the build is stale. */
const SOURCES = [path.join(apiRoot, 'src'), path.join(apiRoot, '../contracts/src'), path.join(apiRoot, 'package.json')];

/** The newest change under `p` (a file or a folder), leaving out the names `skip` says are no source. */
export function newestMtime(p, skip = (name) => name.endsWith('.test.ts')) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of fs.readdirSync(p)) if (!skip(name)) max = Math.max(max, newestMtime(path.join(p, name), skip));
  return max;
}

/** True when dist/ exists and no source is newer (a production install has no src/: dist counts). */
export function isApiBuildCurrent() {
  const st = fs.statSync(BUILD_INFO, { throwIfNoEntry: false });
  if (!st) return false;
  return SOURCES.every((s) => newestMtime(s) <= st.mtimeMs);
}

export async function buildApi() {
  const { build, stop } = await import('esbuild'); // a dev dependency: only loaded to build
  const outdir = API_DIST;
  fs.rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  try {
    await build({
      ...NODE_BUNDLE,
      absWorkingDir: apiRoot,
      entryPoints: API_ENTRY_POINTS,
      outdir,
      sourcemap: 'linked',
      plugins: [dependencyGuard],
    });
  } finally {
    // esbuild's service process would otherwise live as long as the caller (npm start: as long as the portal)
    await stop();
  }
  fs.writeFileSync(BUILD_INFO, JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
  console.log(`api 빌드 완료 → api/dist (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

/** Builds when dist/ is missing or older than the sources (a fresh clone, a pull). */
export async function ensureApiBuilt() {
  if (fs.existsSync(BUILD_INFO) && (process.env.NODE_ENV === 'production' || !fs.existsSync(path.join(apiRoot, 'src')))) return;
  if (!isApiBuildCurrent()) await buildApi();
}
