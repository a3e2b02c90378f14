// Reads never write: every GET route of the app, for guests and demo members of both publishers,
// with generated parameters, leaves every table untouched (row triggers count writes).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { fuzzableRoutes, requestArb } from './requests.js';
import { installWriteAudit, writeCount } from './write-audit.js';

describe('reads never write', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await installWriteAudit(t.db);
  });
  after(() => t.close());

  it('no GET changes any table (renewals, expiry, draws, orders and logout are not reads)', async () => {
    const agents: Agent[] = [await t.guest(), ...(await Promise.all(['member', 'vplus', 'zplus', 'vip', 'restricted', 'rich', 'beginner'].map((id) => t.login(id)))), await t.login('partner')];
    const gets = fuzzableRoutes(t.app.routeCatalog).filter((r) => r.method === 'GET');
    assert.ok(gets.length > 60);
    const writers: string[] = [];
    let requests = 0;
    for (const [i, route] of gets.entries()) {
      const samples = fc.sample(requestArb(route, 'valid'), { numRuns: 3, seed: 1200 + i });
      for (const agent of agents) {
        for (const s of samples) {
          const before = await writeCount(t.db);
          const r = await agent.get(s.url);
          requests++;
          assert.ok(r.statusCode < 500, `${s.url} → ${r.statusCode}`);
          if ((await writeCount(t.db)) !== before) writers.push(`${route.url} (${s.url}) as ${agent.member?.loginId ?? 'guest'}`);
        }
      }
    }
    assert.deepEqual([...new Set(writers)], []);
    assert.ok(requests > 1000);
  });

  it('the audit does see writes (a POST moves the counter)', async () => {
    const a = await t.login('member');
    const before = await writeCount(t.db);
    const r = await a.put('/api/restriction/downgrade', { monthLimit: '1000' });
    assert.equal(r.statusCode, 200);
    assert.ok((await writeCount(t.db)) > before);
  });
});
