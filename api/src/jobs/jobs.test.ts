import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { API_ROOT } from '../db/client.js';
import { orders } from '../db/schema/index.js';
import { completeOrder, createOrder, siteOf } from '../sandbox/orders.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { JOBS, runJobOnce, runStaleOrders, startJobs, type Job } from './index.js';

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

  it('one run at a time across processes (advisory lock on PostgreSQL)', async () => {
    let runs = 0;
    const slow: Job = { name: 'test-slow', everyMs: 60_000, run: async () => (runs++, await new Promise((r) => setTimeout(r, 300)), 1) };
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
    const runner = startJobs(JOBS, { db: t.db, config: t.config, kind: t.database.kind, log: { info: () => {}, warn: (o) => warnings.push(o) }, firstDelayMs: 60_000 });
    await runner.tick();
    await runner.stop();
    assert.deepEqual(warnings, []);
  });

  it('api/README.md lists exactly the jobs that run, with their period', () => {
    const readme = fs.readFileSync(path.join(API_ROOT, 'README.md'), 'utf8');
    const section = /\*\*Jobs\*\* \(`src\/jobs\/`\)([\s\S]*?)\n\*\*/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/`([a-z-]+)`\s+\(([^)]*)\)/g)].map((m) => ({ name: m[1], period: m[2].split(';')[0].replace(/\s+/g, ' ') }));
    const every = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);
    assert.deepEqual(listed, JOBS.map((j) => ({ name: j.name, period: `every ${every(j.everyMs)}` })));
  });
});
