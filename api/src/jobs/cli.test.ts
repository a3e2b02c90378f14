// `npm run jobs [-- <name>]` (cli.ts): the list, an unknown name, a run by hand against the
// configured database through the server's runner (one Korean line), a run another process holds
// (PostgreSQL: the same advisory lock), and an embedded folder a running server holds (refused in
// one line, the folder untouched).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { API_ROOT, openDatabase, type Db } from '../db/client.js';
import { LOCK_FILE } from '../db/data-dir-lock.js';
import { orders } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { entryArgs } from '../test/entry.js';
import { withLiveProcess } from '../test/live-process.js';
import { JOBS, periodText } from './index.js';
import { jobLockKey } from './runner.js';

/** Runs the command with only the variables given (no DATABASE_URL of the test run leaks in). */
const jobsCli = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...entryArgs('jobs'), ...args],
      { cwd: API_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 120_000, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** A PENDING order older than its lifetime: what `stale-orders` expires. */
async function staleOrder(db: Db, orderNo: string): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ orderNo, memberId: 1, kind: 'shop', params: {}, title: '시험 주문', lines: [], createdAt: new Date(Date.now() - 31 * 60_000) })
    .returning({ id: orders.id });
  return row!.id;
}

describe('npm run jobs: list and unknown names', () => {
  it('lists every job with its period and what it does, opening no database (a running server may hold it)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-jobs-list-'));
    try {
      await withLiveProcess(async (pid) => {
        fs.writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
        const res = await jobsCli([], { API_DATA_DIR: dir });
        assert.equal(res.code, 0, res.stderr);
        const lines = res.stdout.trim().split('\n');
        assert.match(lines[0]!, /npm run jobs -- <이름>/);
        assert.equal(lines.length, JOBS.length + 1);
        for (const [i, job] of JOBS.entries()) {
          assert.match(lines[i + 1]!, new RegExp(`^\\s+${job.name}\\s+${periodText(job.everyMs)}\\s+${job.title.replace(/[()]/g, '\\$&')}$`));
        }
        assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim(), String(pid));
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an unknown name: one Korean line naming the jobs, exit 2', async () => {
    const res = await jobsCli(['renewal'], { API_DATA_DIR: path.join(os.tmpdir(), 'hanpan-jobs-none') });
    assert.equal(res.code, 2);
    assert.deepEqual(res.stderr.trim().split('\n'), [`알 수 없는 작업입니다: renewal — 다음 중 하나: ${JOBS.map((j) => j.name).join(', ')}`]);
    assert.equal(res.stdout, '');
  });

  it('a database it cannot reach: one line, exit 1', async () => {
    const res = await jobsCli(['stale-orders'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    assert.equal(res.code, 1, res.stdout);
    assert.deepEqual(res.stderr.trim().split('\n'), ['✘ stale-orders 실행 실패: 데이터베이스에 연결할 수 없습니다 (ECONNREFUSED). DATABASE_URL과 데이터베이스 서버를 확인해 주세요.']);
  });
});

describe('npm run jobs <name>: the embedded database (PGlite folder)', { skip: !!process.env.TEST_DATABASE_URL && 'PostgreSQL run: see the next suite' }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-jobs-cli-'));
  const dir = path.join(root, 'db');
  let orderId = 0;
  const statusOfOrder = async () => {
    const database = await openDatabase({ dataDir: dir });
    try {
      return (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
    } finally {
      await database.close();
    }
  };

  before(async () => {
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.migrate();
      orderId = await staleOrder(database.db, 'JOBCLI0001');
    } finally {
      await database.close();
    }
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('runs the job now: one line with what it did, exit 0; the change is in the folder; a second run has nothing to do', async () => {
    const res = await jobsCli(['stale-orders'], { API_DATA_DIR: dir });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^✔ stale-orders \(오래된 결제 주문 만료\): 1건 처리 \([0-9.]+초, pglite\)\n$/);
    assert.equal(res.stderr, '');
    assert.equal(await statusOfOrder(), 'EXPIRED');
    const again = await jobsCli(['stale-orders'], { API_DATA_DIR: dir });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /^✔ stale-orders \(오래된 결제 주문 만료\): 처리할 것 없음 \([0-9.]+초, pglite\)\n$/);
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false, 'the folder is released');
  });

  it('a folder a running server holds: refused in one line, exit 1, its lock left in place', async () => {
    await withLiveProcess(async (pid) => {
      fs.writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
      try {
        const res = await jobsCli(['stale-orders'], { API_DATA_DIR: dir });
        assert.equal(res.code, 1, res.stdout);
        assert.deepEqual(res.stderr.trim().split('\n'), [
          `✘ stale-orders 실행 안 함: 내장 데이터베이스 폴더 ${dir} 를 다른 서버 프로세스(pid ${pid})가 쓰고 있습니다. 그 프로세스를 끝내거나 다른 API_DATA_DIR을 주세요.`,
        ]);
        assert.equal(res.stdout, '');
        assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim(), String(pid));
      } finally {
        fs.rmSync(path.join(dir, LOCK_FILE), { force: true });
      }
    });
  });

  it('a folder with no database (a wrong API_DATA_DIR): refused in one line, nothing created', async () => {
    const wrong = path.join(root, 'typo');
    const res = await jobsCli(['stale-orders'], { API_DATA_DIR: wrong });
    assert.equal(res.code, 1, res.stdout);
    assert.deepEqual(res.stderr.trim().split('\n'), [`✘ stale-orders 실행 안 함: 내장 데이터베이스 폴더 ${wrong} 에 데이터베이스가 없습니다. API_DATA_DIR(또는 DATABASE_URL)을 확인해 주세요.`]);
    assert.equal(fs.existsSync(wrong), false);
  });
});

describe('npm run jobs <name>: PostgreSQL (DATABASE_URL)', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (run-tests --pg)' }, () => {
  let t: TestApp;
  let url = '';
  before(async () => {
    t = await createTestApp();
    // this file's database and schema: the command sees the same tables as the test
    url = t.databaseUrl!;
  });
  after(() => t.close());

  it('runs the job now under its advisory lock: one line, exit 0; while another process holds the lock, skipped (exit 0)', async () => {
    const id = await staleOrder(t.db, `JOBCLI${process.pid}`);
    const res = await jobsCli(['stale-orders'], { DATABASE_URL: url });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^✔ stale-orders \(오래된 결제 주문 만료\): 1건 처리 \([0-9.]+초, postgres\)\n$/);
    assert.equal((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status, 'EXPIRED');

    // a server process running the job right now holds its lock (in a transaction, as the runner does)
    const skipped = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${jobLockKey('stale-orders')})`);
      return jobsCli(['stale-orders'], { DATABASE_URL: url });
    });
    assert.equal(skipped.code, 0, skipped.stderr);
    assert.match(skipped.stdout, /^✔ stale-orders \(오래된 결제 주문 만료\): 건너뜀 — 다른 프로세스가 실행 중 \([0-9.]+초, postgres\)\n$/);
  });

  it('the same job’s lock held under another schema of the database is not this schema’s: the job runs', async () => {
    await staleOrder(t.db, `JOBCLI2${process.pid}`);
    const res = await t.db.transaction(async (tx) => {
      // an app on the same database in another schema, running the job right now
      await tx.execute(sql`create schema if not exists other_app`);
      await tx.execute(sql`set local search_path to other_app`);
      await tx.execute(sql`select pg_advisory_xact_lock(${jobLockKey('stale-orders')})`);
      return jobsCli(['stale-orders'], { DATABASE_URL: url });
    });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^✔ stale-orders \(오래된 결제 주문 만료\): 1건 처리 /);
  });
});
