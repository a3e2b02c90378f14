// Deploy directory (`.deploy/` by default, DEPLOY_DIR overrides):
//   remotes.json                      name → { entry, version } (rewritten atomically)
//   remotes/<pkg>/<version>/…         every published build, kept for instant rollback
//   history/<pkg>.json                published versions + deploy/rollback log
//   shell/…                           the shell build (served at /shell/)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

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
  return fs.existsSync(path.join(dist, marker)) && buildInfo(pkg, source) !== null;
}

export function newBuildId() {
  const d = new Date();
  const p = (n, w = 2) => String(n).padStart(w, '0');
  return `b${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${p(d.getUTCMilliseconds(), 3)}`;
}

/**
 * Production build of one package with a fresh build id (its own uniqueName). `source`: another
 * checkout of the package (a team's branch) inside this repository, built without the shared
 * webpack cache.
 */
export function build(pkg, buildId = newBuildId(), { source } = {}) {
  console.log(`▶ ${pkg} 빌드 (BUILD_ID=${buildId})${source ? ` — ${source}` : ''}`);
  const started = Date.now();
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: sourceOf(pkg, source),
    env: { ...process.env, BUILD_ID: buildId, ...(source ? { WEBPACK_CACHE: '0' } : {}) },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`${pkg} 빌드 실패 (exit ${res.status})`);
  console.log(`  ${pkg} 빌드 완료 ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return buildId;
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
export function readManifest(dir = deployDir()) {
  return readJson(path.join(dir, 'remotes.json'), {});
}

function setEntry(dir, pkg, version) {
  const name = REMOTES[pkg];
  const manifest = readManifest(dir);
  manifest[name] = { entry: `/remotes/${pkg}/${version}/mf-manifest.json`, version };
  writeJsonAtomic(path.join(dir, 'remotes.json'), manifest);
}

/** Copies the built dist into a new version folder, then switches the manifest entry. */
export function publishRemote(pkg, dir = deployDir(), { source } = {}) {
  assertPackage(pkg);
  const info = buildInfo(pkg, source);
  if (!info || !isBuilt(pkg, source)) throw new Error(`${pkg}: dist가 없습니다. 먼저 빌드하세요.`);
  const pkgVersion = readJson(path.join(sourceOf(pkg, source), 'package.json'), {}).version ?? '0.0.0';
  const version = `${pkgVersion}-${info.buildId}`;
  const target = path.join(dir, 'remotes', pkg, version);
  if (!fs.existsSync(target)) {
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
  const previous = readManifest(dir)[REMOTES[pkg]]?.version ?? null;
  setEntry(dir, pkg, version);
  history.current = version;
  history.log.push({ action: 'deploy', version, previous, at: new Date().toISOString() });
  prune(pkg, history, dir);
  writeJsonAtomic(historyFile(dir, pkg), history);
  return { version, previous };
}

function prune(pkg, history, dir) {
  while (history.versions.length > KEEP_VERSIONS) {
    const idx = history.versions.findIndex((v) => v.version !== history.current);
    if (idx < 0) break;
    const [old] = history.versions.splice(idx, 1);
    fs.rmSync(path.join(dir, 'remotes', pkg, old.version), { recursive: true, force: true });
  }
}

/** Points the manifest back to the kept version before the current one (or `to`). */
export function rollbackRemote(pkg, { to, dir = deployDir() } = {}) {
  assertPackage(pkg);
  const history = readHistory(pkg, dir);
  const current = readManifest(dir)[REMOTES[pkg]]?.version ?? history.current;
  const idx = history.versions.findIndex((v) => v.version === current);
  let target;
  if (to) target = history.versions.find((v) => v.version === to);
  else if (idx > 0) target = history.versions[idx - 1];
  if (!target) throw new Error(`${pkg}: 되돌릴 이전 버전이 없습니다 (현재 ${current ?? '없음'}).`);
  if (!fs.existsSync(path.join(dir, 'remotes', pkg, target.version, 'mf-manifest.json'))) {
    throw new Error(`${pkg}: ${target.version} 파일이 없습니다.`);
  }
  setEntry(dir, pkg, target.version);
  history.current = target.version;
  history.log.push({ action: 'rollback', version: target.version, previous: current, at: new Date().toISOString() });
  writeJsonAtomic(historyFile(dir, pkg), history);
  return { version: target.version, previous: current };
}

/** The shell: new files copied over the served folder; old hashed chunks stay for open pages. */
export function publishShell(dir = deployDir()) {
  if (!isBuilt('shell')) throw new Error('shell: dist가 없습니다. 먼저 빌드하세요.');
  const target = path.join(dir, 'shell');
  fs.mkdirSync(target, { recursive: true });
  const tmp = path.join(dir, `.shell-tmp-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  copyDir(distOf('shell'), tmp);
  compressDir(tmp);
  // chunks first, index.html last: a page never references a file that is not there yet
  const files = fs.readdirSync(tmp).sort((a, b) => Number(a.startsWith('index.html')) - Number(b.startsWith('index.html')));
  for (const f of files) moveInto(path.join(tmp, f), path.join(target, f));
  fs.rmSync(tmp, { recursive: true, force: true });
  return buildInfo('shell');
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
  return readHistory(pkg, dir).versions.some((v) => v.buildId === info.buildId) && !!readManifest(dir)[REMOTES[pkg]];
}
