// JSON bodies are taken as typed (no coercion); path and query integers only from decimal digits.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { spendingLimits, wallets } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('typed input', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t?.close());

  it("a JSON body's values are not converted: '' is no 'no daily limit', true no count, [1] no confirmation — 400 in Korean, nothing written", async () => {
    await cloneMember(t.db, 'plusfail', 'typed-limits');
    const a = await t.login('typed-limits');
    const limitsBefore = await t.db.select().from(spendingLimits).where(eq(spendingLimits.memberId, a.member!.id));
    const emptyDay = await a.put('/api/restriction/upgrade', { monthLimit: '1000000', dayLimit: '' });
    assert.equal(emptyDay.statusCode, 400);
    assert.equal(emptyDay.env.header.isSuccessful, false);
    assert.match(emptyDay.env.header.resultMessage, /[가-힣]/);
    assert.deepEqual(await t.db.select().from(spendingLimits).where(eq(spendingLimits.memberId, a.member!.id)), limitsBefore);

    await cloneMember(t.db, 'vplus', 'typed-bankbook');
    const b = await t.login('typed-bankbook');
    const money = async () => (await t.db.select({ money: wallets.money }).from(wallets).where(eq(wallets.memberId, b.member!.id)))[0]?.money;
    const moneyBefore = await money();
    for (const useCount of [true, [1], '1']) {
      const r = await b.post('/api/membership/bankbook', { useCount });
      assert.equal(r.statusCode, 400, JSON.stringify(useCount));
      assert.match(r.env.header.resultMessage, /[가-힣]/);
    }
    assert.equal(await money(), moneyBefore);
    // typed as the contract says: taken
    assert.equal((await b.post('/api/membership/bankbook', { useCount: 1 })).statusCode, 200);
  });

  it("a path or query integer is read from decimal digits only: '0x2', '+2', ' 2', '2.0', '1e0' are refused, '2' is read", async () => {
    const g = await t.guest();
    const known = await g.get('/api/faq/detail/1');
    assert.equal(known.statusCode, 200);
    for (const id of ['0x1', '+1', '%201', '1.0', '1e0', '0b1']) {
      const r = await g.get(`/api/faq/detail/${id}`);
      assert.equal(r.statusCode, 400, id);
      assert.match(r.env.header.resultMessage, /[가-힣]/, id);
    }
    const page = await g.get('/api/faq/list?page=0x1');
    assert.equal(page.statusCode, 400);
    assert.equal(page.env.header.resultMessage, '페이지가 올바르지 않습니다.');
    assert.equal((await g.get('/api/faq/list?page=1')).statusCode, 200);
  });
});
