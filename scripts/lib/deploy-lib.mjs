// Deploy directory (`.deploy/` by default, DEPLOY_DIR overrides), read by every server process:
//   remotes/<pkg>/<version>/…         every published build, kept for instant rollback
//   history/<pkg>.json                published versions (pruning) and the last one published
//   shell/…                           the shell build (served at /shell/)
// The remotes manifest (current version per remote, previous ones, deploy log) lives in the
// database: a deploy or rollback asks a running server (DEPLOY_URL, default this machine's PORT)
// to switch it in one transaction; every process serves it on its next manifest read. A version
// published while no server runs is recorded by the next server start (history/<pkg>.json).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serverRenderFile } from './ssr-build.mjs';
import { newestMtime } from '../../api/scripts/build-lib.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
import { createRequire } from 'node:module';
// remote packages and names come from the ownership table (platform/areas.json)
export const { REMOTES, PACKAGES } = createRequire(import.meta.url)('../areas.cjs');
/** Versions kept per remote (the current one is never pruned). */
export const KEEP_VERSIONS = Number(process.env.KEEP_VERSIONS || 5);

export const deployDir = () => path.resolve(ROOT, process.env.DEPLOY_DIR || '.deploy');
/** A package's folder: the repo's own, or another checkout of it (`--source`). */
const sourceOf = (pkg, source) => (source ? path.resolve(source) : path.join(ROOT, pkg));
const distOf = (pkg, source) => path.join(sourceOf(pkg, source), 'dist');

export function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Write to a temp file in the same folder, then rename: readers never see half a file. */
export function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

export function assertPackage(pkg, { allowShell = false } = {}) {
  const ok = allowShell ? PACKAGES.includes(pkg) : pkg in REMOTES;
  if (!ok) {
    const list = allowShell ? PACKAGES : Object.keys(REMOTES);
    throw new Error(`알 수 없는 패키지: ${pkg ?? '(없음)'} — 다음 중 하나: ${list.join(', ')}`);
  }
}

export function buildInfo(pkg, source) {
  return readJson(path.join(distOf(pkg, source), 'build-info.json'), null);
}

export function isBuilt(pkg, source) {
  const dist = distOf(pkg, source);
  const marker = pkg === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(path.join(dist, marker)) || buildInfo(pkg, source) === null) return false;
  // a build is its webpack output and its server render (a bare `npx webpack` empties dist/ and
  // leaves no renderer: the server would send pages with empty roots) — `build()` makes both, for
  // another checkout too, and so does the monolith bench
  return fs.existsSync(path.join(sourceOf(pkg, source), serverRenderFile(pkg)));
}

// What a front-end build is made of besides its own package folder: the shared packages and the
// build's own scripts. (The package folder counts whole, except what no build reads.)
const SHARED_BUILD_INPUTS = ['platform', 'contracts/src', 'contracts/package.json', 'scripts/webpack', 'scripts/lib/ssr-build.mjs', 'scripts/lib/platform-build.mjs'];
const NOT_BUILT_FROM = new Set(['dist', 'node_modules', 'size-budget.json', 'jest.config.cjs', 'README.md', '.eslintcache']);
const notBuiltFrom = (name) => NOT_BUILT_FROM.has(name) || /\.test\.[cm]?[jt]sx?$|\.tsbuildinfo$/.test(name);
const buildScripts = () => fs.readdirSync(path.join(ROOT, 'scripts')).filter((f) => f.endsWith('.cjs')).map((f) => path.join('scripts', f));

/**
 * Built, and built after its last change: no file the build reads (the package's own, platform,
 * contracts, the build scripts) is newer than its build-info.json. `npm start`, the benches and the
 * e2e setup rebuild a stale one rather than serve code the checkout no longer has.
 */
export function isBuildCurrent(pkg) {
  if (!isBuilt(pkg)) return false;
  const builtAt = fs.statSync(path.join(distOf(pkg), 'build-info.json')).mtimeMs;
  return [pkg, ...SHARED_BUILD_INPUTS, ...buildScripts()].every((p) => newestMtime(path.join(ROOT, p), notBuiltFrom) <= builtAt);
}

export const { newBuildId } = createRequire(import.meta.url)('../build-id.cjs');

/** The two steps of a package's production build: webpack, then the server render deployed with it. */
function buildSteps(pkg, buildId, source) {
  const cwd = sourceOf(pkg, source);
  return [
    { cwd, args: [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], env: { BUILD_ID: buildId, ...(source ? { WEBPACK_CACHE: '0' } : {}) }, failure: `${pkg} 빌드 실패` },
    // (the package's `build` script runs the same two steps)
    { cwd, args: [path.join(ROOT, 'scripts/ssr-build.mjs')], env: { BUILD_ID: buildId }, failure: `${pkg} 서버 렌더 빌드 실패` },
  ];
}

/** Says a build starts; the function returned says it is done, with its time. */
function announceBuild(pkg, buildId, source) {
  console.log(`▶ ${pkg} 빌드 (BUILD_ID=${buildId})${source ? ` — ${source}` : ''}`);
  const started = Date.now();
  return () => console.log(`  ${pkg} 빌드 완료 ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/**
 * Production build of one package with a fresh build id (its own uniqueName). `source`: another
 * checkout of the package (a team's branch) inside this repository, built without the shared
 * webpack cache.
 */
export function build(pkg, buildId = newBuildId(), { source } = {}) {
  const done = announceBuild(pkg, buildId, source);
  for (const step of buildSteps(pkg, buildId, source)) {
    const res = spawnSync(process.execPath, step.args, { cwd: step.cwd, env: { ...process.env, ...step.env }, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`${step.failure} (exit ${res.status})`);
  }
  done();
  return buildId;
}

/** Builds `pkgs`, `concurrency` at a time (npm start on a fresh clone: one package per core, as `npm run build`). */
export async function buildMany(pkgs, concurrency = 2) {
  const queue = [...pkgs];
  const run = (step) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, step.args, { cwd: step.cwd, env: { ...process.env, ...step.env }, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${step.failure} (exit ${code})`))));
    });
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const buildId = newBuildId();
      const done = announceBuild(pkg, buildId);
      for (const step of buildSteps(pkg, buildId)) await run(step);
      done();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

function copyDir(src, dest) {
  fs.cpSync(src, dest, { recursive: true });
}

/** .br and .gz beside every text asset: the portal serves them pre-compressed. */
export function compressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|json|html|css|svg|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    // brotli at its best quality once at publish time (the server sends .br when accepted)
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
}

const historyFile = (dir, pkg) => path.join(dir, 'history', `${pkg}.json`);
export function readHistory(pkg, dir = deployDir()) {
  return readJson(historyFile(dir, pkg), { package: pkg, versions: [], log: [] });
}
/** The last published version of each remote in `dir` (what a server start records when new). */
export function readManifest(dir = deployDir()) {
  const out = {};
  for (const [pkg, name] of Object.entries(REMOTES)) {
    const { current } = readHistory(pkg, dir);
    if (current) out[name] = { entry: `/remotes/${pkg}/${current}/mf-manifest.json`, version: current };
  }
  return out;
}

/** The server that switches the shared manifest, and its token (DEPLOY_TOKEN; a dev default). */
export const deployUrl = () => (process.env.DEPLOY_URL || `http://127.0.0.1:${process.env.PORT || 8080}`).replace(/\/$/, '');
const deployToken = () => process.env.DEPLOY_TOKEN || 'hanpan-dev-deploy-token';

/** Sends a deploy or rollback to the server; `null` when no server answers. */
export async function switchManifest(pkg, body) {
  let res;
  try {
    res = await fetch(`${deployUrl()}/__deploy/remotes/${pkg}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${deployToken()}` },
      body: JSON.stringify({ remote: REMOTES[pkg], ...body }),
    });
  } catch {
    return null;
  }
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${pkg}: 서버가 거절했습니다 (${res.status}) ${json?.header?.resultMessage ?? ''}`.trim());
  return json.body;
}

/** The manifest as the server serves it. */
export async function fetchManifest() {
  const res = await fetch(`${deployUrl()}/remotes.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
  return res.json();
}

/** Switches the manifest to a published version (see switchManifest); `null` when no server answers. */
export async function recordDeploy(pkg, published) {
  return switchManifest(pkg, { action: 'deploy', version: published.version, buildId: published.buildId, ...(published.builtAt ? { builtAt: published.builtAt } : {}) });
}

/**
 * Copies the built dist into a new version folder and names it current in history/<pkg>.json (what a
 * server start records); the caller then switches the shared manifest (recordDeploy).
 */
export function publishRemote(pkg, dir = deployDir(), { source } = {}) {
  const { version } = stageRemote(pkg, dir, { source });
  return markCurrent(pkg, version, dir);
}

/**
 * Copies the built dist into a new version folder and lists it in the history, without naming it
 * current: nothing serves it yet (the smoke gate tries it first). `previous`: the current one.
 */
export function stageRemote(pkg, dir = deployDir(), { source } = {}) {
  assertPackage(pkg);
  const info = buildInfo(pkg, source);
  if (!info || !isBuilt(pkg, source)) throw new Error(`${pkg}: dist가 없습니다. 먼저 빌드하세요.`);
  const pkgVersion = readJson(path.join(sourceOf(pkg, source), 'package.json'), {}).version ?? '0.0.0';
  const version = `${pkgVersion}-${info.buildId}`;
  const target = path.join(dir, 'remotes', pkg, version);
  const fresh = !fs.existsSync(target);
  if (fresh) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    copyDir(distOf(pkg, source), tmp);
    compressDir(tmp);
    fs.renameSync(tmp, target); // the folder appears complete or not at all
  }
  const history = readHistory(pkg, dir);
  if (!history.versions.some((v) => v.version === version)) {
    history.versions.push({ version, buildId: info.buildId, builtAt: info.builtAt, publishedAt: new Date().toISOString() });
  }
  writeJsonAtomic(historyFile(dir, pkg), history);
  return { version, buildId: info.buildId, builtAt: info.builtAt, previous: history.current ?? null, fresh };
}

/** Names a staged version current in history/<pkg>.json (pruning old folders). */
export function markCurrent(pkg, version, dir = deployDir()) {
  assertPackage(pkg);
  const history = readHistory(pkg, dir);
  const meta = history.versions.find((v) => v.version === version);
  if (!meta) throw new Error(`${pkg}: ${version}은(는) 게시된 버전이 아닙니다.`);
  history.current = version;
  prune(pkg, history, dir);
  writeJsonAtomic(historyFile(dir, pkg), history);
  return { version, buildId: meta.buildId, builtAt: meta.builtAt };
}

/** Logs a version the smoke gate refused; a folder staged for it alone goes (nothing served it). */
export function refuseRemote(pkg, version, dir = deployDir(), { report, fresh = false } = {}) {
  const history = readHistory(pkg, dir);
  const drop = fresh && history.current !== version;
  if (drop) history.versions = history.versions.filter((v) => v.version !== version);
  history.log.push({ action: 'refused', version, report, at: new Date().toISOString() });
  writeJsonAtomic(historyFile(dir, pkg), history);
  if (drop) fs.rmSync(path.join(dir, 'remotes', pkg, version), { recursive: true, force: true });
}

/**
 * A deploy dir for trying `version` of `pkg` before production does: the same shell and version
 * folders (symlinks) and history files of its own, in which every remote is at the version
 * production serves (`served`: name → { version }, from the server's manifest) except `pkg`, at
 * `version`. A server started on it records exactly that manifest.
 */
export function candidateDir(pkg, version, dir = deployDir(), served = readManifest(dir)) {
  assertPackage(pkg);
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `hanpan-candidate-${pkg}-`));
  for (const sub of ['shell', 'remotes']) fs.symlinkSync(path.join(dir, sub), path.join(target, sub), 'dir');
  for (const [other, name] of Object.entries(REMOTES)) {
    const history = readHistory(other, dir);
    const current = other === pkg ? version : served[name]?.version ?? history.current;
    if (!current) continue;
    writeJsonAtomic(historyFile(target, other), { ...history, current, log: [] });
  }
  return target;
}

function prune(pkg, history, dir) {
  while (history.versions.length > KEEP_VERSIONS) {
    const idx = history.versions.findIndex((v) => v.version !== history.current);
    if (idx < 0) break;
    const [old] = history.versions.splice(idx, 1);
    fs.rmSync(path.join(dir, 'remotes', pkg, old.version), { recursive: true, force: true });
  }
}

/** Points the remote back to the version serving before the current one (or `to`) through the server. */
export async function rollbackRemote(pkg, { to } = {}) {
  assertPackage(pkg);
  const res = await switchManifest(pkg, { action: 'rollback', ...(to ? { to } : {}) });
  if (!res) throw new Error(`서버(${deployUrl()})에 연결할 수 없습니다. DEPLOY_URL을 확인하세요.`);
  // the deploy dir names the same current version (what a server on a new database records)
  if (readHistory(pkg).versions.some((v) => v.version === res.version)) markCurrent(pkg, res.version);
  return res;
}

/**
 * The shell: new files copied over the served folder; old hashed chunks stay for open pages.
 * `source`: another folder whose dist/ is served as the shell (the monolith build of the bench).
 */
export function publishShell(dir = deployDir(), source) {
  if (!isBuilt('shell', source)) throw new Error('shell: dist가 없습니다. 먼저 빌드하세요.');
  const target = path.join(dir, 'shell');
  fs.mkdirSync(target, { recursive: true });
  const tmp = path.join(dir, `.shell-tmp-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  copyDir(distOf('shell', source), tmp);
  compressDir(tmp);
  // chunks first, index.html last: a page never references a file that is not there yet
  const files = fs.readdirSync(tmp).sort((a, b) => Number(a.startsWith('index.html')) - Number(b.startsWith('index.html')));
  for (const f of files) moveInto(path.join(tmp, f), path.join(target, f));
  fs.rmSync(tmp, { recursive: true, force: true });
  return buildInfo('shell', source);
}

/** rename(2) per file: a folder of an earlier publish (fonts/) is merged into, not replaced. */
function moveInto(from, to) {
  if (!fs.statSync(from).isDirectory()) return fs.renameSync(from, to);
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) moveInto(path.join(from, f), path.join(to, f));
}

export function isPublished(pkg, dir = deployDir()) {
  const info = buildInfo(pkg);
  if (!info) return false;
  if (pkg === 'shell') return readJson(path.join(dir, 'shell', 'build-info.json'), {}).buildId === info.buildId;
  const history = readHistory(pkg, dir);
  return history.versions.some((v) => v.buildId === info.buildId) && !!history.current;
}
