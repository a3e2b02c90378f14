#!/usr/bin/env node
// npm run test:multiprocess (also in .ci/run): two compiled server processes on two ports against
// one PostgreSQL database (made for this run, dropped afterwards) and Redis (a key prefix of this
// run, removed afterwards). Checks: migrations from two processes at once (advisory lock); a
// deploy through process A is served by process B on its next manifest read and announced on B's
// event stream within 5 s; a rollback through B (scripts/rollback.mjs) is served by A; failed
// logins are counted across both processes; SIGTERM stops both with exit 0.
// Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default
// redis://127.0.0.1:6379), MP_PORTS (default 8143,8144).
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { API_DIST, ensureApiBuilt } from '../api/scripts/build-lib.mjs';
import { withScratchDatabase } from './lib/scratch-db.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const [PORT_A, PORT_B] = (process.env.MP_PORTS || '8143,8144').split(',').map(Number);
const run = promisify(execFile);
const step = (msg) => console.log(`▶ ${msg}`);

await ensureApiBuilt();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-mp-'));
const prefix = `hanpan:mp:${process.pid}:${crypto.randomBytes(3).toString('hex')}:`;
const token = crypto.randomBytes(16).toString('hex');
const children = [];

/** A published version folder (what deploy.mjs copies from a build; the files are not under test). */
function publish(pkg, remote, version) {
  const folder = path.join(dir, 'deploy', 'remotes', pkg, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: remote, name: remote }));
}

function start(name, port, env) {
  const child = spawn(process.execPath, [path.join(API_DIST, 'server.js')], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.log = '';
  child.stdout.on('data', (d) => (child.log += d));
  child.stderr.on('data', (d) => (child.log += d));
  child.name = name;
  children.push(child);
  return child;
}

async function ready(port, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${child.name} exited ${child.exitCode}:\n${child.log}`);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.name} not up:\n${child.log}`);
}

/** A browser-like session on one process: cookies kept, the login form's CSRF field sent. */
/** The login form as a browser posts it: its status and the cookies it ends with. */
async function loginForm(port, loginId, password) {
  const base = `http://127.0.0.1:${port}`;
  const page = await fetch(`${base}/idp/login`);
  const cookies = new Map(page.headers.getSetCookie().map((c) => c.split(';')[0].split(/=(.*)/s).slice(0, 2)));
  const res = await fetch(`${base}/idp/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(cookies) },
    body: new URLSearchParams({ loginId, password, nextUrl: '/', _csrf: decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '') }).toString(),
  });
  for (const c of res.headers.getSetCookie()) {
    const [name, value] = c.split(';')[0].split(/=(.*)/s);
    cookies.set(name, value);
  }
  return { status: res.status, cookies };
}
const cookieHeader = (cookies) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const failedLogin = async (port, loginId, password) => (await loginForm(port, loginId, password)).status;

function listenEvents(port) {
  const events = [];
  const ctrl = new AbortController();
  const done = fetch(`http://127.0.0.1:${port}/__events/remotes`, { signal: ctrl.signal })
    .then(async (res) => {
      const decoder = new TextDecoder();
      for await (const chunk of res.body) events.push(decoder.decode(chunk));
    })
    .catch(() => undefined);
  return { events, stop: () => (ctrl.abort(), done) };
}

let failed = false;
try {
  await withScratchDatabase(BASE_URL, 'mp', async (databaseUrl) => {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      APP_SECRET: `mp-app-${token}`,
      LAUNCH_SECRET: `mp-launch-${token}`,
      DEPLOY_TOKEN: `mp-deploy-${token}`,
      DEPLOY_DIR: path.join(dir, 'deploy'),
      LOGIN_RATE_LIMIT: '3',
      REMOTES_POLL_MS: '500',
      LOG_LEVEL: 'warn',
      JOBS: '0',
    };
    step('npm run db:migrate × 2 at once (advisory lock), then the demo seed once');
    await Promise.all([0, 1].map(() => run(process.execPath, [path.join(API_DIST, 'migrate.js')], { env })));
    // (a production process seeding the demo accounts: only with DEMO=1, as db:seed asks)
    await run(process.execPath, [path.join(API_DIST, 'seed.js')], { env: { ...env, DEMO: '1' } });

    publish('mfe-shop', 'mfe_shop', '1.0.0-mp1');
    publish('mfe-shop', 'mfe_shop', '1.0.0-mp2');
    step(`two processes: A :${PORT_A}, B :${PORT_B}`);
    const a = start('A', PORT_A, env);
    const b = start('B', PORT_B, env);
    await Promise.all([ready(PORT_A, a), ready(PORT_B, b)]);
    const manifestOf = async (port) => (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json();

    step('deploy through A → B serves it on its next read, B’s event stream hears of it within 5 s');
    const stream = listenEvents(PORT_B);
    await new Promise((r) => setTimeout(r, 300));
    const seenBefore = stream.events.join('');
    for (const version of ['1.0.0-mp1', '1.0.0-mp2']) {
      const res = await fetch(`http://127.0.0.1:${PORT_A}/__deploy/remotes/mfe-shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${env.DEPLOY_TOKEN}` },
        body: JSON.stringify({ action: 'deploy', remote: 'mfe_shop', version }),
      });
      assert.equal(res.status, 200, await res.text());
    }
    // B's poller (not a read on B) finds the change
    const t0 = Date.now();
    while (stream.events.join('') === seenBefore && Date.now() - t0 < 5_000) await new Promise((r) => setTimeout(r, 50));
    assert.notEqual(stream.events.join(''), seenBefore, 'B sent an event within 5 s');
    console.log(`  B의 이벤트: ${Date.now() - t0} ms`);
    await stream.stop();
    assert.equal((await manifestOf(PORT_B)).mfe_shop.version, '1.0.0-mp2');

    step('rollback through B with scripts/rollback.mjs → A serves the previous version');
    const out = await run(process.execPath, [path.join(ROOT, 'scripts/rollback.mjs'), 'mfe-shop'], { env: { ...process.env, DEPLOY_URL: `http://127.0.0.1:${PORT_B}`, DEPLOY_TOKEN: env.DEPLOY_TOKEN } });
    assert.match(out.stdout, /롤백 완료: 1\.0\.0-mp2 → 1\.0\.0-mp1/);
    assert.equal((await manifestOf(PORT_A)).mfe_shop.version, '1.0.0-mp1');

    step('logout on A ends the session on B at once (B had it in its member-read cache)');
    const session = await loginForm(PORT_A, 'member', 'hanpan1234!');
    assert.equal(session.status, 303);
    const zoneOnB = () => fetch(`http://127.0.0.1:${PORT_B}/api/contents/members/personal-zone`, { headers: { cookie: cookieHeader(session.cookies) } });
    assert.equal((await zoneOnB()).status, 200);
    assert.equal((await zoneOnB()).status, 200);
    const logout = await fetch(`http://127.0.0.1:${PORT_A}/idp/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(session.cookies) },
      body: new URLSearchParams({ nextUrl: '/', _csrf: decodeURIComponent(session.cookies.get('XSRF-TOKEN') ?? '') }).toString(),
    });
    assert.equal(logout.status, 303);
    assert.equal((await zoneOnB()).status, 401, 'B still answered for the ended session');

    step('failed logins counted across both (LOGIN_RATE_LIMIT=3): A, B, A fail → B refuses even the right password');
    assert.equal(await failedLogin(PORT_A, 'rich', 'wrong-1'), 401);
    assert.equal(await failedLogin(PORT_B, 'rich', 'wrong-2'), 401);
    assert.equal(await failedLogin(PORT_A, 'rich', 'wrong-3'), 401);
    assert.equal(await failedLogin(PORT_B, 'rich', 'hanpan1234!'), 429);

    step('SIGTERM → both exit 0');
    const codes = await Promise.all(
      [a, b].map((c) => new Promise((r) => {
        c.once('exit', (code) => r(code));
        c.kill('SIGTERM');
      })),
    );
    assert.deepEqual(codes, [0, 0], a.log + b.log);
  });
  console.log('✔ 두 프로세스 테스트 통과');
} catch (e) {
  failed = true;
  console.error(`✘ ${e.stack ?? e}`);
  for (const c of children) console.error(`--- ${c.name} log ---\n${c.log.slice(-3000)}`);
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } catch {
    /* Redis down: nothing was written */
  }
  redis.disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
