// Deploy directory (`.deploy/` by default, DEPLOY_DIR overrides), read by every server process:
//   remotes/<pkg>/<version>/…         every published build, kept for instant rollback
//   history/<pkg>.json                published versions (pruning), the current one and when it was
//                                     named current (`currentAt`, with a log entry: deploy/rollback;
//                                     the log keeps its last KEEP_LOG entries and that one), and the
//                                     last KEEP_REFUSED versions the smoke gate refused (`refused`)
//   shell/…                           the shell build (served at /shell/)
// The remotes manifest (current version per remote, previous ones, deploy log) lives in the
// database: a deploy or rollback asks a running server (DEPLOY_URL, default this machine's PORT)
// to switch it in one transaction; every process serves it on its next manifest read. A deploy or
// rollback recorded while no server took it (--offline, or nothing answered) is applied by the next
// server start on the deploy dir when its `currentAt` is later than the database's last switch of
// that remote (api/src/ops/remotes.ts, importPublished).
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
/** Log entries kept in history/<pkg>.json (one per deploy, rollback or refusal): the newest, and always the one naming the current version. */
export const KEEP_LOG = 100;
/** Versions the smoke gate refused, kept in history/<pkg>.json apart from the log (npm start does not publish them). */
export const KEEP_REFUSED = 20;

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

/** The version a remote's dist publishes as, `<package.json version>-<buildId>` (null: no build). */
export function distVersion(pkg, source) {
  const info = buildInfo(pkg, source);
  if (!info) return null;
  const pkgVersion = readJson(path.join(sourceOf(pkg, source), 'package.json'), {}).version ?? '0.0.0';
  return `${pkgVersion}-${info.buildId}`;
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
  const history = readJson(historyFile(dir, pkg), { package: pkg, versions: [], log: [] });
  // a file written before the log (or the refused list) was kept has none
  return { ...history, log: history.log ?? [], refused: history.refused ?? [] };
}

/**
 * The last KEEP_LOG entries of the log, and the entry that named the current version (`currentAt`:
 * a server start reads from it whether that was a deploy or a rollback, api/src/ops/remotes.ts
 * recordOf) however many refusals came after it.
 */
export function trimLog(history) {
  const { log } = history;
  if (log.length <= KEEP_LOG) return history;
  const named = log.findLastIndex((e) => e.version === history.current && e.at === history.currentAt);
  let from = log.length - KEEP_LOG;
  if (named >= 0 && named < from) from++; // room for it: KEEP_LOG in all
  return { ...history, log: log.filter((_, i) => i >= from || i === named) };
}

function writeHistory(pkg, history, dir) {
  writeJsonAtomic(historyFile(dir, pkg), trimLog(history));
}

/**
 * Runs `change` (a read, change and write of history/<pkg>.json) holding that file's lock: two deploys
 * of one remote at once would otherwise write over each other (a version staged by one dropped from
 * the other's copy, then taken back as never published while the server served it). A lock left by a
 * process that died is taken over after HISTORY_LOCK_STALE_MS.
 */
const HISTORY_LOCK_STALE_MS = 120_000;
function withHistoryLock(pkg, dir, change) {
  const lock = `${historyFile(dir, pkg)}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const until = Date.now() + HISTORY_LOCK_STALE_MS + 5_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > HISTORY_LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > until) throw new Error(`${pkg}: 배포 기록(${lock})이 잠겨 있습니다. 다른 배포가 끝난 뒤 다시 시도해 주세요.`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
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

/** The server that switches the shared manifest, and its token (DEPLOY_TOKEN, else this checkout's local one). */
export const deployUrl = () => (process.env.DEPLOY_URL || `http://127.0.0.1:${process.env.PORT || 8080}`).replace(/\/$/, '');
/** Where deployUrl() came from, for messages: `DEPLOY_URL`, `PORT`, or the default (neither set). */
export const deployUrlSource = () => (process.env.DEPLOY_URL ? 'DEPLOY_URL' : process.env.PORT ? 'PORT' : null);
// (outside production a server without DEPLOY_TOKEN uses this checkout's own, api/src/lib/localSecrets.ts)
const deployToken = () => process.env.DEPLOY_TOKEN || readJson(path.join(ROOT, '.data', 'local-secrets.json'), {}).DEPLOY_TOKEN || '';
/**
 * How long a call to the server may take (DEPLOY_TIMEOUT_MS, default 10 s): an address that never
 * answers (blackholed, a host that accepts and hangs) counts as nothing answering, not a wait forever.
 */
export const deployTimeoutMs = () => {
  const ms = Number(process.env.DEPLOY_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 10_000;
};

/** Nothing answered at deployUrl(): no server there, or none within deployTimeoutMs() (`timedOutMs`). */
export class NoAnswer extends Error {
  constructor(url, timedOutMs = null) {
    super(timedOutMs ? `${url}: ${timedOutMs} ms 안에 응답이 없습니다` : `${url}: 연결할 수 없습니다`);
    this.url = url;
    this.timedOutMs = timedOutMs;
  }
}

/** fetch, bounded by deployTimeoutMs() (the body too); nothing answering throws NoAnswer. */
async function callServer(url, init = {}) {
  const ms = deployTimeoutMs();
  const signal = AbortSignal.timeout(ms);
  try {
    const res = await fetch(url, { ...init, signal });
    return { res, json: await res.json().catch((e) => (signal.aborted ? Promise.reject(e) : null)) };
  } catch {
    throw new NoAnswer(deployUrl(), signal.aborted ? ms : null);
  }
}

/**
 * Sends a deploy or rollback to the server and returns its answer's body. Nothing answering at
 * deployUrl() throws NoAnswer (connection refused, unknown host: no server there — off, or another
 * port/URL; or no answer within deployTimeoutMs()); a server that answers and refuses throws an Error.
 */
export async function switchManifest(pkg, body) {
  const url = `${deployUrl()}/__deploy/remotes/${pkg}`;
  if (!URL.canParse(url)) throw new Error(`DEPLOY_URL이 올바른 주소가 아닙니다: ${deployUrl()}`);
  const { res, json } = await callServer(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${deployToken()}` },
    body: JSON.stringify({ remote: REMOTES[pkg], ...body }),
  });
  if (!res.ok) {
    // the server looks for the version in its own deploy dir: a 404 is most often another folder
    const hint = res.status === 404 && body.action === 'deploy' ? ` 서버가 쓰는 DEPLOY_DIR이 이 스크립트의 배포 폴더(${deployDir()})와 같은지 확인하세요.` : '';
    throw new Error(`${pkg}: 서버(${deployUrl()})가 거절했습니다 (${res.status}) ${json?.header?.resultMessage ?? ''}${hint}`.trim());
  }
  // something else listening there (another service on that port): said, not a TypeError
  if (!json?.body) throw new Error(`${pkg}: 서버(${deployUrl()})의 응답이 한판 포털의 배포 응답이 아닙니다 (${res.status}). DEPLOY_URL·PORT를 확인해 주세요.`);
  return json.body;
}

/** "http://127.0.0.1:8080 — PORT·DEPLOY_URL이 없어 기본값": the URL a switch went to, and why that one. */
function describeDeployUrl(url = deployUrl(), source = deployUrlSource()) {
  return source ? `${url} — ${source}로 정한 주소` : `${url} — PORT·DEPLOY_URL이 없어 기본값`;
}

/** "에 연결할 수 없어" / "가 10초 안에 응답하지 않아(DEPLOY_TIMEOUT_MS)": why nothing answered, after the server's name. */
const noAnswerText = (timedOutMs) =>
  timedOutMs ? `가 ${timedOutMs % 100 === 0 ? `${timedOutMs / 1000}초` : `${timedOutMs} ms`} 안에 응답하지 않아(DEPLOY_TIMEOUT_MS)` : '에 연결할 수 없어';

/**
 * What a deploy says, and its exit code, when nothing answered at the server's URL (switchManifest
 * threw NoAnswer; `timedOutMs`: it timed out): the version is published and recorded as current in
 * the deploy dir — the next start of a server on that DEPLOY_DIR applies it — but no running server
 * took it. Exit 3 (not live: a CI pipeline must not read it as deployed) unless `offline`
 * (--offline: no server is meant to run now), then 0. `command`: the deploy's own arguments, for
 * the line that aims it at a portal.
 */
export function unreachableOutcome({ pkg, version, dir = deployDir(), offline = false, url = deployUrl(), source = deployUrlSource(), command = `npm run deploy -- ${pkg}`, timedOutMs = null }) {
  if (offline) {
    return {
      exitCode: 0,
      lines: [`✔ ${pkg} ${version} 게시 완료(--offline) — 서버(${url})가 응답하지 않아 배포 폴더(${dir})에만 현재 버전으로 기록했습니다. 이 DEPLOY_DIR로 서버를 다음에 시작할 때 반영됩니다.`],
    };
  }
  return {
    exitCode: 3,
    lines: [
      timedOutMs
        ? // the request may have reached a server that is only slow: it may still switch
          `✘ ${pkg} ${version}: 서버(${describeDeployUrl(url, source)})${noAnswerText(timedOutMs)} 운영 매니페스트를 바꿨는지 알 수 없습니다. 요청이 닿았다면 늦게 반영될 수 있으니 ${url}/__versions 에서 확인하세요.`
        : `✘ ${pkg} ${version}: 서버(${describeDeployUrl(url, source)})${noAnswerText(timedOutMs)} 운영 매니페스트를 바꾸지 못했습니다. 실행 중인 포털은 이전 버전을 계속 서비스합니다.`,
      `  이 버전은 게시되어 배포 폴더(${dir})에 현재 버전으로 기록됐고, 이 DEPLOY_DIR로 서버를 다음에 시작할 때 반영됩니다.`,
      `  실행 중인 포털에 배포하려면 그 포털의 포트나 주소를 주고 다시 실행하세요: PORT=<포털의 포트> ${command} 또는 DEPLOY_URL=http://<호스트>:<포트> ${command}`,
      '  서버가 꺼져 있는 것이 맞다면(다음 시작 때 반영) --offline을 붙이세요: 종료 코드 0.',
    ],
  };
}

/**
 * What a deploy says when nothing answers at the server's URL before it starts (NoAnswer from the
 * first manifest read): nothing built, published or recorded — a mistyped PORT must not leave a
 * version the next start of the real portal would switch to (QA). Exit 3; --offline skips the check.
 */
export function notStartedOutcome({ pkg, url = deployUrl(), source = deployUrlSource(), command = `npm run deploy -- ${pkg}`, timedOutMs = null }) {
  return {
    exitCode: 3,
    lines: [
      `✘ ${pkg}: 서버(${describeDeployUrl(url, source)})${noAnswerText(timedOutMs)} 배포하지 않았습니다. 빌드·게시·smoke 게이트 모두 하지 않았습니다.`,
      `  실행 중인 포털에 배포하려면 그 포털의 포트나 주소를 주고 다시 실행하세요: PORT=<포털의 포트> ${command} 또는 DEPLOY_URL=http://<호스트>:<포트> ${command}`,
      '  서버가 꺼져 있는 것이 맞다면 --offline을 붙이세요: 배포 폴더에 현재 버전으로 기록하고(다음 시작 때 반영) 종료 코드 0.',
    ],
  };
}

/** The manifest as the server serves it (NoAnswer when nothing answers within deployTimeoutMs()). */
export async function fetchManifest() {
  const { res, json } = await callServer(`${deployUrl()}/remotes.json`, { cache: 'no-store' });
  if (!res.ok || !json) throw new Error(`remotes.json: ${res.status}`);
  return json;
}

/** Switches the manifest to a published version (see switchManifest: NoAnswer when nothing answers). */
export async function recordDeploy(pkg, published) {
  return switchManifest(pkg, { action: 'deploy', version: published.version, buildId: published.buildId, ...(published.builtAt ? { builtAt: published.builtAt } : {}) });
}

/**
 * Copies the built dist into a new version folder and names it current in history/<pkg>.json (what a
 * server start records: npm start, the e2e set-up, the benches).
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
  const version = distVersion(pkg, source);
  const target = path.join(dir, 'remotes', pkg, version);
  const fresh = !fs.existsSync(target);
  if (fresh) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    copyDir(distOf(pkg, source), tmp);
    compressDir(tmp);
    fs.renameSync(tmp, target); // the folder appears complete or not at all
  }
  const previous = withHistoryLock(pkg, dir, () => {
    const history = readHistory(pkg, dir);
    if (!history.versions.some((v) => v.version === version)) {
      history.versions.push({ version, buildId: info.buildId, builtAt: info.builtAt, publishedAt: new Date().toISOString() });
    }
    writeHistory(pkg, history, dir);
    return history.current ?? null;
  });
  return { version, buildId: info.buildId, builtAt: info.builtAt, previous, fresh };
}

/**
 * Names a staged version current in history/<pkg>.json (pruning old folders), with the time
 * (`currentAt`) and a log entry `{ action, version, at }` — `action`: 'deploy' or 'rollback'. A
 * server start applies it when that time is later than the database's last switch of the remote.
 * `at`: when it was decided — for a switch a server took, the moment before the request, so the
 * record is never later than the server's own switch (nor than a concurrent deploy's after it).
 */
export function markCurrent(pkg, version, dir = deployDir(), { action = 'deploy', at = new Date() } = {}) {
  assertPackage(pkg);
  return withHistoryLock(pkg, dir, () => {
    const history = readHistory(pkg, dir);
    const meta = history.versions.find((v) => v.version === version);
    if (!meta) throw new Error(`${pkg}: ${version}은(는) 게시된 버전이 아닙니다.`);
    const when = at.toISOString();
    history.current = version;
    history.currentAt = when;
    history.log.push({ action, version, at: when });
    // named current on purpose (--skip-smoke, a rollback --to): no longer one npm start holds back
    history.refused = history.refused.filter((v) => v !== version);
    prune(pkg, history, dir);
    writeHistory(pkg, history, dir);
    return { version, buildId: meta.buildId, builtAt: meta.builtAt };
  });
}

/**
 * Logs a version the smoke gate refused and remembers it in `refused` (the last KEEP_REFUSED, not
 * trimmed with the log: the refused build stays in dist/ and npm start must not publish it); a folder
 * staged for it alone goes (nothing served it).
 */
export function refuseRemote(pkg, version, dir = deployDir(), { report, fresh = false } = {}) {
  withHistoryLock(pkg, dir, () => {
    const history = readHistory(pkg, dir);
    const drop = dropStaged(history, version, fresh);
    history.log.push({ action: 'refused', version, report, at: new Date().toISOString() });
    history.refused = [...history.refused.filter((v) => v !== version), version].slice(-KEEP_REFUSED);
    writeHistory(pkg, history, dir);
    if (drop) fs.rmSync(path.join(dir, 'remotes', pkg, version), { recursive: true, force: true });
  });
}

/**
 * Takes back a version staged for a deploy that did not happen (the server refused it: another
 * deploy dir, a wrong token): its folder and history entry go when this deploy made them (`fresh`)
 * and it is not current. Nothing is logged: the build was not judged.
 */
export function unstageRemote(pkg, version, dir = deployDir(), { fresh = false } = {}) {
  return withHistoryLock(pkg, dir, () => {
    const history = readHistory(pkg, dir);
    if (!dropStaged(history, version, fresh)) return false;
    writeHistory(pkg, history, dir);
    fs.rmSync(path.join(dir, 'remotes', pkg, version), { recursive: true, force: true });
    return true;
  });
}

/** Drops `version` from the history's versions when staged by this deploy alone; whether it did. */
function dropStaged(history, version, fresh) {
  const drop = fresh && history.current !== version;
  if (drop) history.versions = history.versions.filter((v) => v.version !== version);
  return drop;
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
    // named current now (a server started on it has a fresh database and records every one)
    writeJsonAtomic(historyFile(target, other), { ...history, current, currentAt: new Date().toISOString(), log: [] });
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

/**
 * Points the remote back to the version serving before the current one (or `to`) through the server,
 * and names it current in the deploy dir too. Nothing answering is an error, unless `offline` with
 * `to`: then only the deploy dir records it (`{ offline: true }`), applied by the next server start
 * on it (a plain rollback needs the server: the activations are in its database).
 */
export async function rollbackRemote(pkg, { to, offline = false } = {}) {
  assertPackage(pkg);
  const asked = new Date();
  const res = await switchManifest(pkg, { action: 'rollback', ...(to ? { to } : {}) }).catch((e) => {
    if (e instanceof NoAnswer) return e;
    throw e;
  });
  if (res instanceof NoAnswer) {
    const url = describeDeployUrl();
    if (!offline) {
      throw new Error(
        `서버(${url})${noAnswerText(res.timedOutMs)} 롤백하지 못했습니다${res.timedOutMs ? ` — 요청이 닿았다면 늦게 반영될 수 있으니 ${deployUrl()}/__versions 에서 확인하세요` : ''}. ` +
          `실행 중인 포털이면 그 포털의 PORT나 DEPLOY_URL을 주세요. ` +
          `서버가 꺼져 있는 것이 맞다면 --offline --to <버전>으로 배포 폴더에 기록해 다음 시작 때 반영할 수 있습니다.`,
      );
    }
    if (!to) throw new Error(`서버(${url})가 응답하지 않습니다. 서버 없이(--offline)는 --to <버전>으로만 롤백할 수 있습니다 — 켜진 순서는 서버의 데이터베이스에 있습니다.`);
    const history = readHistory(pkg);
    if (to === history.current) throw new Error(`${pkg}: ${to}은(는) 이미 배포 폴더의 현재 버전입니다.`);
    if (!fs.existsSync(path.join(deployDir(), 'remotes', pkg, to, 'mf-manifest.json'))) {
      const left = history.versions.map((v) => v.version).filter((v) => fs.existsSync(path.join(deployDir(), 'remotes', pkg, v, 'mf-manifest.json')));
      throw new Error(`${pkg}: ${to}의 파일이 배포 폴더(${deployDir()})에 없습니다. 게시된 버전: ${left.join(', ') || '없음'}.`);
    }
    markCurrent(pkg, to, undefined, { action: 'rollback' });
    return { version: to, previous: history.current ?? null, offline: true };
  }
  // the deploy dir names the same current version (what a server on a new database records)
  if (readHistory(pkg).versions.some((v) => v.version === res.version)) markCurrent(pkg, res.version, undefined, { action: 'rollback', at: asked });
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

export function isPublished(pkg, dir = deployDir(), { source } = {}) {
  const info = buildInfo(pkg, source);
  if (!info) return false;
  if (pkg === 'shell') return readJson(path.join(dir, 'shell', 'build-info.json'), {}).buildId === info.buildId;
  const history = readHistory(pkg, dir);
  return history.versions.some((v) => v.buildId === info.buildId) && !!history.current;
}

/**
 * What npm start does with a remote's dist: nothing when published (`null`); when the smoke gate
 * refused that build and another version is current, nothing either — `{ refused, current }` (the
 * refused build stays in dist/ until the next build; publishing it would switch production to it
 * without the gate, and undo a rollback made since); else it publishes it as current, as
 * publishRemote (`{ published: { version, buildId, builtAt } }`).
 */
export function publishAtStart(pkg, dir = deployDir(), { source } = {}) {
  if (isPublished(pkg, dir, { source })) return null;
  const version = distVersion(pkg, source);
  const { current, refused } = readHistory(pkg, dir);
  if (current && refused.includes(version)) return { refused: version, current };
  return { published: publishRemote(pkg, dir, { source }) };
}
