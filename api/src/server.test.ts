// The server process itself (src/server.ts): refuses a production configuration with a default
// secret in one line; in production-like mode (DEMO=0) it migrates without the demo seed, writes
// only JSON lines (the start line too; access lines with the request id — not for its warm-up or a
// passing probe at the default LOG_LEVEL info), and on SIGTERM says 'draining' on /readyz while it
// still serves (SHUTDOWN_DELAY_MS), drains, closes the database and exits 0. On PostgreSQL a
// connection the database ends is a JSON warn line too. A port another process listens on ends the
// start in one line before the database is opened (no job, no deploy-folder switch).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { API_ROOT, openDatabase } from './db/client.js';
import { members } from './db/schema/index.js';
import { databaseUrlOf } from './test/databaseUrl.js';
import { entryArgs } from './test/entry.js';

const SERVER_ARGS = entryArgs('server');
const PORT = Number(process.env.SERVER_TEST_PORT ?? 8145);
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME };

describe('server process: config, start-up, logs, shutdown', () => {
  it('production with the built-in LAUNCH_SECRET and no DATABASE_URL exits 1 with one line saying why', () => {
    const res = spawnSync(process.execPath, SERVER_ARGS, {
      cwd: API_ROOT,
      env: { ...baseEnv, NODE_ENV: 'production', APP_SECRET: 'x'.repeat(20), LAUNCH_SECRET: 'hanpan-dev-launch-secret' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(res.status, 1);
    const lines = res.stderr.trim().split('\n');
    assert.equal(lines.length, 1, res.stderr);
    assert.match(lines[0], /LAUNCH_SECRET가 개발용 기본값입니다/);
    assert.match(lines[0], /DATABASE_URL이 없습니다/);
  });

  it('a database that cannot be reached: exit 1 with one line naming it, not a stack trace', () => {
    const res = spawnSync(process.execPath, SERVER_ARGS, {
      cwd: API_ROOT,
      // port 1: nothing listens there
      env: { ...baseEnv, NODE_ENV: 'production', APP_SECRET: 'x'.repeat(20), LAUNCH_SECRET: 'y'.repeat(20), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hanpan', JOBS: '0' },
      encoding: 'utf8',
      timeout: 60_000,
      killSignal: 'SIGKILL',
    });
    assert.equal(res.status, 1, res.stderr);
    const lines = res.stderr.trim().split('\n');
    assert.deepEqual(lines, ['시작 실패: 데이터베이스에 연결할 수 없습니다 (ECONNREFUSED). DATABASE_URL과 데이터베이스 서버를 확인해 주세요.']);
  });

  it('a PORT outside 1–65535, a DATABASE_URL new URL cannot read: exit 1 with one configuration line, no password', () => {
    const prod = { ...baseEnv, NODE_ENV: 'production', APP_SECRET: 'x'.repeat(20), LAUNCH_SECRET: 'y'.repeat(20), JOBS: '0' };
    for (const [env, line] of [
      [{ PORT: '99999', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hanpan' }, '설정 오류 (NODE_ENV=production): PORT=99999: 포트 번호는 1–65535 사이여야 합니다'],
      [
        { DATABASE_URL: 'postgres://admin:S3cr3t#pw@db.example/x' },
        '설정 오류 (NODE_ENV=production): DATABASE_URL을 URL로 읽을 수 없습니다 — 비밀번호 등의 특수 문자는 URL 인코딩해야 합니다 (예: # → %23, / → %2F, ? → %3F, @ → %40)',
      ],
      [{ DATABASE_URL: 'mysql://admin:S3cr3tpw@db.example/x' }, '설정 오류 (NODE_ENV=production): DATABASE_URL="mysql://admin:***@db.example/x" 형식이 올바르지 않습니다'],
    ] as const) {
      const res = spawnSync(process.execPath, SERVER_ARGS, { cwd: API_ROOT, env: { ...prod, ...env }, encoding: 'utf8', timeout: 60_000 });
      assert.equal(res.status, 1, res.stderr);
      assert.deepEqual(res.stderr.trim().split('\n'), [line]);
    }
  });

  it('a port another process listens on: exit 1 with one line, before the database is opened', async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', () => r()));
    const { port } = holder.address() as net.AddressInfo;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-server-port-'));
    try {
      const res = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, SERVER_ARGS, {
          cwd: API_ROOT,
          env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', DEMO: '0', MIGRATE_ON_START: '1', API_DATA_DIR: path.join(dir, 'db'), DEPLOY_DIR: path.join(dir, 'deploy') },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, stderr });
        });
      });
      assert.equal(res.code, 1, res.stderr);
      assert.deepEqual(res.stderr.trim().split('\n'), [`시작 실패: 포트 ${port}을 이미 다른 프로세스가 쓰고 있습니다. 그 프로세스를 끝내거나 다른 PORT를 주세요.`]);
      // nothing was opened: no database folder (so no migration, no deploy-folder switch, no job)
      assert.equal(fs.existsSync(path.join(dir, 'db')), false);
    } finally {
      await new Promise((r) => holder.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('DEMO=0: migrations, no demo seed; access log line per request; SIGTERM drains and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-server-'));
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: API_ROOT,
      env: { ...baseEnv, PORT: String(PORT), HOST: '127.0.0.1', DEMO: '0', MIGRATE_ON_START: '1', JOBS: '0', SHUTDOWN_DELAY_MS: '1500', API_DATA_DIR: path.join(dir, 'db'), DEPLOY_DIR: path.join(dir, 'deploy') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      let health: Response | null = null;
      for (let i = 0; i < 480 && !health?.ok; i++) {
        if (child.exitCode !== null) assert.fail(`server exited: ${out}`);
        await new Promise((r) => setTimeout(r, 250));
        health = await fetch(`http://127.0.0.1:${PORT}/healthz`, { headers: { 'x-request-id': 'probe-0001' } }).catch(() => null);
      }
      assert.equal(health?.status, 200);
      assert.equal(health?.headers.get('x-request-id'), 'probe-0001');
      // every line a log shipper reads is JSON (stdout and stderr)
      const lines = () => out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
      // the start line comes after the warm-up render
      for (let i = 0; i < 100 && !lines().some((l) => l.event === 'server_started'); i++) await new Promise((r) => setTimeout(r, 100));
      const started = lines().find((l) => l.event === 'server_started');
      assert.ok(started, out);
      assert.equal(started.level, 30); // info
      assert.equal(started.url, `http://localhost:${PORT}/`);
      assert.equal(started.database, 'pglite');
      assert.equal(started.demo, false);
      const player = await fetch(`http://127.0.0.1:${PORT}/api/games`, { headers: { 'x-request-id': 'player-0001' } });
      assert.equal(player.status, 200);
      const accessLine = () => lines().find((l) => l.msg === 'request' && l.reqId === 'player-0001');
      for (let i = 0; i < 50 && !accessLine(); i++) await new Promise((r) => setTimeout(r, 100));
      const access = accessLine();
      assert.ok(access, out);
      assert.equal(access.level, 30); // info
      assert.equal(access.url, '/api/games');
      assert.equal(access.statusCode, 200);
      // at info: no line for the warm-up render of / or for the passing probe, no debug line at all
      assert.deepEqual(lines().filter((l) => l.msg === 'request').map((l) => l.url), ['/api/games'], out);
      assert.deepEqual(lines().filter((l) => Number(l.level) < 30), []);

      child.kill('SIGTERM');
      // SHUTDOWN_DELAY_MS: still serving, but /readyz tells the load balancer to stop sending
      let ready: Response | null = null;
      for (let i = 0; i < 20 && ready?.status !== 503; i++) {
        await new Promise((r) => setTimeout(r, 50));
        ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).catch(() => null);
      }
      assert.equal(ready?.status, 503, out);
      assert.equal(((await ready.json()) as { status: string }).status, 'draining');
      assert.equal((await fetch(`http://127.0.0.1:${PORT}/healthz`)).status, 200);
      assert.equal(await exited, 0, out);
      assert.match(out, /shutdown: done/);
      const db = await openDatabase({ dataDir: path.join(dir, 'db') });
      try {
        const [row] = await db.db.select({ n: count() }).from(members);
        assert.equal(row.n, 0, 'no demo seed outside demo mode');
      } finally {
        await db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  it('PostgreSQL: a connection the database ends is one JSON warn line (db_connection_error); the server keeps serving', { skip: !url && 'PostgreSQL only (TEST_DATABASE_URL)' }, async () => {
    const name = `hanpan_server_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const dbUrl = databaseUrlOf(url!, name);
    const port = PORT + 1;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-server-pg-'));
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: API_ROOT,
      env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', DEMO: '0', MIGRATE_ON_START: '1', JOBS: '0', DATABASE_URL: dbUrl, PG_APPLICATION_NAME: name, DEPLOY_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise((r) => child.once('exit', r));
    const lines = () => out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    try {
      for (let i = 0; i < 240 && !lines().some((l) => l.event === 'server_started'); i++) {
        if (child.exitCode !== null) assert.fail(`server exited: ${out}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.equal((await fetch(`http://127.0.0.1:${port}/api/games`)).status, 200);
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [name, name]);
      assert.ok((killed.rowCount ?? 0) > 0);
      for (let i = 0; i < 50 && !lines().some((l) => l.event === 'db_connection_error'); i++) await new Promise((r) => setTimeout(r, 100));
      const line = lines().find((l) => l.event === 'db_connection_error');
      assert.ok(line, out);
      assert.equal(line.level, 40); // warn
      assert.match(String((line.err as { message?: string }).message), /terminat/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/api/games`)).status, 200);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
