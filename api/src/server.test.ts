// The server process itself (src/server.ts): refuses a production configuration with a default
// secret in one line; in production-like mode (DEMO=0) it migrates without the demo seed, writes
// JSON access logs with the request id, and on SIGTERM says 'draining' on /readyz while it still
// serves (SHUTDOWN_DELAY_MS), drains, closes the database and exits 0.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { API_ROOT, openDatabase } from './db/client.js';
import { members } from './db/schema/index.js';

const SERVER = path.join(API_ROOT, 'src/server.ts');
const PORT = Number(process.env.SERVER_TEST_PORT ?? 8145);
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME };

describe('server process: config, start-up, logs, shutdown', () => {
  it('production with the built-in LAUNCH_SECRET and no DATABASE_URL exits 1 with one line saying why', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
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
    const res = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
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

  it('DEMO=0: migrations, no demo seed; access log line per request; SIGTERM drains and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-server-'));
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
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
      // the probe's line (the start-up warm-up render logs its own requests before it)
      const accessLine = () => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request' && l.url === '/healthz');
      for (let i = 0; i < 50 && !accessLine(); i++) await new Promise((r) => setTimeout(r, 100));
      const access = accessLine();
      assert.ok(access, out);
      assert.equal(access.level, 30); // info
      assert.equal(access.reqId, 'probe-0001');
      assert.equal(access.url, '/healthz');
      assert.equal(access.statusCode, 200);

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
});
