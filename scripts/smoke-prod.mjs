#!/usr/bin/env node
// npm run smoke:prod — the production install: the compiled server (api/dist) with only the API's
// runtime dependencies (npm install --omit=dev in a temporary folder: no tsx, no TypeScript, no
// workspace sources) migrates, lists its staff (dist/staff.js), starts on the embedded database, answers /healthz, is ready (/readyz 200:
// database, migrations, the shell and its remotes — the builds are published into its deploy dir,
// as `npm run deploy` would) and serves the home page, prints its resident memory, and stops
// on SIGTERM with exit code 0. DATABASE_URL set: then also with NODE_ENV=production on PostgreSQL (a
// database made for this run on that server, dropped afterwards).
// SMOKE_PORT (default 8142): the server's port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DIST, ensureApiBuilt } from '../api/scripts/build-lib.mjs';
import { REMOTES, build, isBuildCurrent, publishRemote, publishShell } from './lib/deploy-lib.mjs';
import { withScratchDatabase } from './lib/scratch-db.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.SMOKE_PORT || 8142);
let dir = null;
/** the install's api folder */
let app = null;
class SmokeFailure extends Error {}
/** Ends the run: the finally blocks stop the server, drop the scratch database and remove the install (nothing left behind). */
const fail = (msg) => {
  throw new SmokeFailure(msg);
};

try {
  await ensureApiBuilt();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-prod-'));
  await install();
  await run(null);
  if (process.env.DATABASE_URL) await withScratchDatabase(process.env.DATABASE_URL, 'smoke', (url) => run(url));
} catch (e) {
  console.error(`✘ ${e instanceof SmokeFailure ? e.message : (e?.stack ?? e)}`);
  process.exitCode = 1;
} finally {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/** The compiled server with its runtime dependencies only, and the built shell published beside it. */
async function install() {
  app = path.join(dir, 'api');
  fs.mkdirSync(app);
  for (const part of ['dist', 'drizzle', 'assets']) fs.cpSync(path.join(ROOT, 'api', part), path.join(app, part), { recursive: true });
  const apiPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/package.json'), 'utf8'));
  const { '@hanpan/contracts': _bundled, ...dependencies } = apiPkg.dependencies;
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'hanpan-api-prod', private: true, type: 'module', dependencies, scripts: { start: 'node dist/server.js', 'db:migrate': 'node dist/migrate.js' } }, null, 2),
  );
  console.log(`▶ npm install --omit=dev (${app})`);
  const inst = spawnSync('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, stdio: 'inherit' });
  if (inst.status !== 0) fail('npm install --omit=dev 실패');
  for (const dev of ['tsx', 'typescript', 'esbuild']) if (fs.existsSync(path.join(app, 'node_modules', dev))) fail(`개발 의존성 ${dev}이(가) 설치되었습니다`);
  // the shell and the remotes it routes to (readiness checks both are published)
  if (!isBuildCurrent('shell')) build('shell');
  const shell = publishShell(path.join(dir, 'deploy'));
  console.log(`▶ shell ${shell.buildId} 게시 (${path.join(dir, 'deploy', 'shell')})`);
  for (const pkg of Object.keys(REMOTES)) {
    if (!isBuildCurrent(pkg)) build(pkg);
    publishRemote(pkg, path.join(dir, 'deploy'));
  }
  console.log(`▶ 원격 ${Object.keys(REMOTES).length}개 게시 (서버가 시작할 때 매니페스트에 올림)`);
}

async function waitOk(url, child, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) fail(`서버가 종료되었습니다 (exit ${child.exitCode})`);
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return res.json();
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`응답 없음: ${url}`);
}

async function run(databaseUrl) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_SECRET: 'smoke-app-secret-0123456789abcdef',
    LAUNCH_SECRET: 'smoke-launch-secret-0123456789abcdef',
    DEPLOY_DIR: path.join(dir, 'deploy'),
    // PostgreSQL: production (no demo seed); the embedded database: the demo default of npm start
    ...(databaseUrl ? { NODE_ENV: 'production', DATABASE_URL: databaseUrl } : { API_DATA_DIR: path.join(dir, 'pglite') }),
  };
  const migrate = spawnSync(process.execPath, ['dist/migrate.js'], { cwd: app, env, stdio: 'inherit' });
  if (migrate.status !== 0) fail('db:migrate 실패');
  // the operator's staff command is in the install too (a member is marked staff with it)
  const staff = spawnSync(process.execPath, ['dist/staff.js', 'list'], { cwd: app, env, encoding: 'utf8' });
  if (staff.status !== 0 || !/^(직원으로 지정된 회원이 없습니다\.|.+부터)$/m.test(staff.stdout)) fail(`staff list 실패 (${staff.status}): ${staff.stdout}${staff.stderr}`);
  const child = spawn(process.execPath, ['dist/server.js'], { cwd: app, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await check(child, databaseUrl);
  } finally {
    // stopped before its scratch database is dropped
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

async function check(child, databaseUrl) {
  const health = await waitOk(`http://127.0.0.1:${PORT}/healthz`, child);
  const readyRes = await fetch(`http://127.0.0.1:${PORT}/readyz`);
  const ready = await readyRes.json();
  if (readyRes.status !== 200) fail(`/readyz ${readyRes.status}: ${JSON.stringify(ready.checks)}`);
  const home = await fetch(`http://127.0.0.1:${PORT}/`, { headers: { accept: 'text/html' } });
  const homeHtml = await home.text();
  if (home.status !== 200 || !homeHtml.includes('id="root"')) fail(`/ ${home.status}: 셸 페이지가 아닙니다`);
  const rss = Number(spawnSync('ps', ['-o', 'rss=', '-p', String(child.pid)]).stdout.toString().trim()) * 1024;
  const exit = new Promise((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const code = await exit;
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`✔ ${kind}: /healthz ${health.status}, /readyz ${readyRes.status} ${JSON.stringify(ready.checks)}, / ${home.status}, RSS ${(rss / 1048576).toFixed(0)} MB, SIGTERM → exit ${code}`);
  if (code !== 0) fail(`SIGTERM 후 종료 코드 ${code}`);
}
