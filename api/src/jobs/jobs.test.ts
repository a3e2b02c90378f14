import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API_ROOT } from '../db/client.js';
import { dealerDiscountDays, orders, payments, plusMemberships, sessions } from '../db/schema/index.js';
import { createSession, hashSessionToken } from '../plugins/context.js';
import { ApiError } from '../lib/errors.js';
import { kstDay } from '../lib/time.js';
import { completeOrder, createOrder, siteOf } from '../sandbox/orders.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { Db } from '../db/client.js';
import { JOBS, MemberFailures, runDailyDraws, runJob, runJobOnce, runExpiredSessions, runStaleOrders, startJobs, type Job, type JobStatus } from './index.js';

/** A log that keeps what the runner said, by level. */
function captureLog() {
  const lines: { level: 'info' | 'debug' | 'warn'; obj: Record<string, unknown>; msg?: string }[] = [];
  const at = (level: 'info' | 'debug' | 'warn') => (obj: unknown, msg?: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { lines, log: { info: at('info'), debug: at('debug'), warn: at('warn') } };
}
const statusOf = (status: JobStatus[], name: string) => status.find((s) => s.name === name)!;

describe('jobs', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('stale PENDING orders expire and can no longer be paid', async () => {
    const member = t.seed.members.member!;
    const o = await createOrder(t.db, t.config, { member, kind: 'shop', params: { codes: 'E3001' }, site: siteOf(member), returnUrl: '/' });
    assert.equal(await runStaleOrders({ db: t.db, config: t.config, now: new Date() }), 0); // fresh
    await t.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.id, o.id));
    assert.equal(await runStaleOrders({ db: t.db, config: t.config, now: new Date() }), 1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    assert.equal(row!.status, 'EXPIRED');
    await assert.rejects(completeOrder(t.db, t.config, member, o.orderNo), /주문 시간이 지났습니다/);
  });

  it('sessions past their end are deleted; a live one stays', async () => {
    const member = t.seed.members.member!;
    const live = await createSession(t.db, member.id, 'hanpan');
    const ended = await createSession(t.db, member.id, 'hanpan');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, hashSessionToken(ended)));
    assert.ok((await runExpiredSessions({ db: t.db, config: t.config, now: new Date() })) >= 1);
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [hashSessionToken(live), hashSessionToken(ended)]));
    assert.deepEqual(left.map((r) => r.id), [hashSessionToken(live)]);
  });

  it('an order past its lifetime is refused and expired by the completion itself, before any job ran', async () => {
    const member = t.seed.members.member!;
    const o = await createOrder(t.db, t.config, { member, kind: 'shop', params: { codes: 'E3001' }, site: siteOf(member), returnUrl: '/' });
    await t.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.id, o.id));
    await assert.rejects(completeOrder(t.db, t.config, member, o.orderNo), (e: unknown) => e instanceof ApiError && e.status === 409 && /주문 시간이 지났습니다/.test(e.message));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    assert.equal(row!.status, 'EXPIRED', 'the refusal is kept: the order can never be paid later');
    assert.equal(row!.completedAt, null);
    assert.deepEqual(await t.db.select().from(payments).where(eq(payments.orderId, o.id)), []);
    // the job finds nothing left to expire; a second 결제 gets the same answer
    assert.equal(await runStaleOrders({ db: t.db, config: t.config, now: new Date() }), 0);
    await assert.rejects(completeOrder(t.db, t.config, member, o.orderNo), /주문 시간이 지났습니다/);
  });

  it("one member's unexpected error does not stop the run for the members after them; the run reports it", async () => {
    const ids = [t.seed.members['friend-a']!.id, t.seed.members['friend-b']!.id].sort((a, b) => a - b);
    const [broken, next] = ids as [number, number];
    const now = new Date();
    await t.db.insert(plusMemberships).values(
      ids.map((memberId) => ({ memberId, kind: 'OPTION' as const, productCode: 'PO0030', subscriptionType: 'ONE_TIME' as const, startDate: new Date(now.getTime() - 86_400_000), endDate: new Date(now.getTime() + 20 * 86_400_000), firstRegisterDate: now, productAmount: 0n })),
    );
    // a fault no rule foresaw, in the first member's transaction only
    await t.db.execute(sql.raw(`create function test_refuse_draw() returns trigger language plpgsql as $$ begin if new.member_id = ${broken} then raise exception 'test fault'; end if; return new; end $$`));
    await t.db.execute(sql.raw('create trigger test_refuse_draw before insert on dealer_discount_days for each row execute function test_refuse_draw()'));
    try {
      await assert.rejects(runDailyDraws({ db: t.db, config: t.config, now }), (e: unknown) => e instanceof MemberFailures && e.failedMemberIds.join() === String(broken) && e.errors.length === 1);
      const drawn = await t.db.select({ memberId: dealerDiscountDays.memberId }).from(dealerDiscountDays).where(and(inArray(dealerDiscountDays.memberId, ids), eq(dealerDiscountDays.day, kstDay(now))));
      assert.deepEqual(drawn.map((d) => d.memberId), [next], 'the member after the failing one got their draw');
      // as the runner shows and logs it: failed, naming the member (not the error's text), warn with the job's name
      const { lines, log } = captureLog();
      const run = await runJob(JOBS.find((j) => j.name === 'daily-draws')!, { db: t.db, config: t.config, kind: t.database.kind, log });
      assert.equal(run.outcome, 'failed');
      assert.match(run.outcome === 'failed' ? run.error : '', new RegExp(`회원 1명 처리 실패\\(회원 id ${broken};`));
      assert.deepEqual(lines.map((l) => [l.level, l.obj.job, l.msg]), [['warn', 'daily-draws', 'job failed']]);
      assert.deepEqual((lines[0]!.obj.err as MemberFailures).failedMemberIds, [broken]);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_draw on dealer_discount_days'));
      await t.db.execute(sql.raw('drop function test_refuse_draw()'));
    }
    assert.equal(await runDailyDraws({ db: t.db, config: t.config, now }), 1, 'the next run draws for the member that failed');
  });

  it('one run at a time across processes (advisory lock on PostgreSQL)', async () => {
    let runs = 0;
    const slow: Job = { name: 'test-slow', title: '느린 시험 작업', everyMs: 60_000, run: async () => (runs++, await new Promise((r) => setTimeout(r, 300)), 1) };
    const ctx = { db: t.db, config: t.config, now: new Date() };
    const outcomes = await Promise.all([runJobOnce(slow, ctx, t.database.kind), runJobOnce(slow, ctx, t.database.kind)]);
    if (t.database.kind === 'postgres') {
      assert.equal(outcomes.filter((o) => o.ran).length, 1);
      assert.equal(runs, 1);
      // released afterwards: the next tick runs again
      assert.equal((await runJobOnce(slow, ctx, 'postgres')).ran, true);
    } else {
      assert.equal(runs, 2); // one process: a plain timer, no lock needed
    }
  });

  it('the runner runs every job and stops cleanly', async () => {
    const warnings: unknown[] = [];
    const runner = startJobs(JOBS, { db: t.db, config: t.config, kind: t.database.kind, log: { info: () => {}, debug: () => {}, warn: (o) => warnings.push(o) }, firstDelayMs: 60_000 });
    await runner.tick();
    await runner.stop();
    assert.deepEqual(warnings, []);
  });

  it('every run is logged at its level (info: did something, debug: nothing to do, warn: failed) and kept with the next due time', async () => {
    const { lines, log } = captureLog();
    let changes = 0;
    const jobs: Job[] = [
      { name: 'test-busy', title: '할 일 있음', everyMs: 60_000, run: async () => 2 },
      { name: 'test-idle', title: '할 일 없음', everyMs: 60_000, run: async () => 0 },
      {
        name: 'test-broken',
        title: '실패',
        everyMs: 3_600_000,
        run: async () => {
          // as Drizzle reports a driver error: the cause names it
          throw new Error('Failed query: select 1 from x', { cause: Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }) });
        },
      },
    ];
    const started = Date.now();
    const runner = startJobs(jobs, { db: t.db, config: t.config, kind: t.database.kind, log, firstDelayMs: 60_000, onChange: () => changes++ });
    try {
      for (const s of runner.status()) {
        assert.equal(s.last, null, 'not run yet');
        assert.ok(s.nextDueAt && Math.abs(s.nextDueAt.getTime() - (started + 60_000)) < 1_000, `${s.name}: first run a minute on`);
      }
      await runner.tick();
      const status = runner.status();
      const busy = statusOf(status, 'test-busy').last;
      assert.ok(busy && busy.outcome === 'done' && busy.count === 2, JSON.stringify(busy));
      assert.ok(busy.startedAt.getTime() >= started && busy.durationMs >= 0);
      const idle = statusOf(status, 'test-idle').last;
      assert.ok(idle && idle.outcome === 'done' && idle.count === 0, JSON.stringify(idle));
      const broken = statusOf(status, 'test-broken').last;
      assert.ok(broken && broken.outcome === 'failed', JSON.stringify(broken));
      assert.equal(broken.error, 'relation "x" does not exist (42P01)');
      assert.deepEqual(
        lines.map((l) => [l.level, l.obj.job, l.obj.count, l.msg]),
        [
          ['info', 'test-busy', 2, 'job done'],
          ['debug', 'test-idle', 0, 'job done: nothing to do'],
          ['warn', 'test-broken', undefined, 'job failed'],
        ],
      );
      assert.ok(lines[2]!.obj.err instanceof Error, 'the warning carries the error');
      assert.ok(lines.every((l) => typeof l.obj.durationMs === 'number'));
      assert.equal(changes, 2, 'a run that changed something drops the read cache, and a failed one (it may have changed members before failing); one with nothing to do does not');
    } finally {
      await runner.stop();
    }
    assert.ok(runner.status().every((s) => s.nextDueAt === null), 'stopped: nothing is due');
  });

  it('the timers run each job and move its next due time one period on', async () => {
    const { log } = captureLog();
    const job: Job = { name: 'test-timer', title: '타이머', everyMs: 60_000, run: async () => 0 };
    const runner = startJobs([job], { db: t.db, config: t.config, kind: t.database.kind, log, firstDelayMs: 20 });
    try {
      const first = runner.status()[0]!.nextDueAt!.getTime();
      for (let i = 0; i < 200 && !runner.status()[0]!.last; i++) await new Promise((r) => setTimeout(r, 25));
      const s = runner.status()[0]!;
      assert.equal(s.last?.outcome, 'done');
      assert.equal(s.nextDueAt?.getTime(), first + 60_000);
      assert.equal(s.runningSince, null);
    } finally {
      await runner.stop();
    }
  });

  it('a run another process holds is skipped, logged at debug and kept as skipped (PostgreSQL)', async (ctx) => {
    if (t.database.kind !== 'postgres') return ctx.skip('one PGlite process: no lock to wait for');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let running!: () => void;
    const holdsLock = new Promise<void>((r) => (running = r));
    const job: Job = { name: `test-held-${process.pid}`, title: '잠긴 작업', everyMs: 60_000, run: async () => (running(), await held, 1) };
    const other = startJobs([job], { db: t.db, config: t.config, kind: 'postgres', log: captureLog().log, firstDelayMs: 60_000 });
    const { lines, log } = captureLog();
    const runner = startJobs([job], { db: t.db, config: t.config, kind: 'postgres', log, firstDelayMs: 60_000 });
    try {
      const holding = other.tick();
      await holdsLock; // the other process's run has the lock while its job runs
      await runner.tick();
      assert.equal(runner.status()[0]!.last?.outcome, 'skipped');
      assert.deepEqual(
        lines.map((l) => [l.level, l.msg]),
        [['debug', 'job skipped: another process holds its lock']],
      );
      release();
      await holding;
      assert.deepEqual(other.status()[0]!.last && { outcome: other.status()[0]!.last!.outcome }, { outcome: 'done' });
    } finally {
      release();
      await other.stop();
      await runner.stop();
    }
  });

  it('a lock that cannot be taken (no database connection) fails the run instead of waiting forever', { timeout: 10_000 }, async () => {
    const down = { transaction: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) } as unknown as Db;
    const { lines, log } = captureLog();
    const job: Job = { name: 'test-down', title: '연결 없음', everyMs: 60_000, run: async () => 1 };
    const run = await runJob(job, { db: down, config: t.config, kind: 'postgres', log });
    assert.equal(run.outcome, 'failed');
    assert.equal(run.outcome === 'failed' && run.error, 'connect ECONNREFUSED 127.0.0.1:5432');
    assert.deepEqual(lines.map((l) => [l.level, l.msg]), [['warn', 'job failed']]);
  });

  it('api/README.md lists exactly the jobs that run, with their period', () => {
    const readme = fs.readFileSync(path.join(API_ROOT, 'README.md'), 'utf8');
    const section = /\*\*Jobs\*\* \(`src\/jobs\/`\)([\s\S]*?)\n\*\*/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/`([a-z-]+)`\s+\(([^)]*)\)/g)].map((m) => ({ name: m[1], period: m[2].split(';')[0].replace(/\s+/g, ' ') }));
    const every = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);
    assert.deepEqual(listed, JOBS.map((j) => ({ name: j.name, period: `every ${every(j.everyMs)}` })));
  });
});
