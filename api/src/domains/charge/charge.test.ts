import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { FreeChargeResult, FreeChargeStatus, MembershipUser } from '@hanpan/contracts';
import { coupons, ledger, wallets } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/harness.js';
import { FREE_CHARGES_PER_DAY, freeChargesPerDay, plusTierOf } from './rules.js';

describe('free recharge: one rule for the charge popup and the Plus benefit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const status = async (a: Agent) => (await a.get<FreeChargeStatus>('/api/money/members/charge')).env.body!;
  const broke = (a: Agent) => t.db.update(wallets).set({ money: 0n }).where(eq(wallets.memberId, a.member!.id));
  const charges = async (a: Agent) => (await t.db.select().from(ledger).where(and(eq(ledger.memberId, a.member!.id), eq(ledger.reason, 'FREE_CHARGE')))).length;

  it('the rule: 1 a day without Plus, up to 5 with Z-Plus', () => {
    assert.equal(freeChargesPerDay(null), 1);
    assert.deepEqual(['PM0004', 'PM1004', 'PM0005', 'PM0006', 'PM0007'].map((c) => freeChargesPerDay(plusTierOf(c))), [2, 2, 3, 4, 5]);
    assert.equal(plusTierOf('PO0030'), null);
    assert.equal(Math.max(...Object.values(FREE_CHARGES_PER_DAY)), 5);
  });

  it('without Plus: one a day; money at or above 1억 is refused; status says why', async () => {
    const a = await t.login('member'); // 12.5억, no Plus
    const s = await status(a);
    assert.equal(s.perDay, 1);
    assert.equal(s.plusTier, null);
    assert.equal(s.canCharge, false);
    assert.equal(s.reason, 'MONEY_ENOUGH');
    assert.deepEqual(s.hancoinAmounts, ['1000', '5000', '10000', '30000', '50000']);
    const rich = await a.post<{ code: string }>('/api/money/members/charge', {});
    assert.equal(rich.statusCode, 422);
    assert.equal(rich.env.body!.code, 'ERROR_CHARGE_MONEY_ENOUGH');
    await broke(a);
    const headers = { 'idempotency-key': 'free-charge-member-1' };
    // no body, as the charge page sends it (QA: a body schema refused it with 400 '본문 …')
    const r = await a.post<FreeChargeResult>('/api/money/members/charge', undefined, { headers });
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.chargedMoney, '300000000');
    assert.equal(r.env.body!.money, '300000000');
    assert.equal(r.env.body!.remainingToday, 0);
    // holding 3억 now: still today's count is the reason (losing the money would not give another)
    assert.equal((await status(a)).reason, 'USED_ALL_TODAY');
    const replay = await a.post<FreeChargeResult>('/api/money/members/charge', undefined, { headers });
    assert.deepEqual(replay.env.body, r.env.body);
    assert.equal(await charges(a), 1);
    await broke(a);
    const again = await a.post<{ code: string }>('/api/money/members/charge', {});
    assert.equal(again.statusCode, 422);
    assert.equal(again.env.body!.code, 'ERROR_CHARGE_ALREADY_TODAY');
    assert.match(again.env.header.resultMessage, /1회/);
    const after = await status(a);
    assert.equal(after.usedToday, 1);
    assert.equal(after.remainingToday, 0);
    assert.equal(after.reason, 'USED_ALL_TODAY');
  });

  it('V-Plus gets 2 and Z-Plus 5 — the membership benefit shows the same count', async () => {
    const v = await t.login('beginner'); // V-Plus, 3천만
    assert.equal((await status(v)).perDay, 2);
    assert.equal((await v.get<MembershipUser>('/api/membership/me')).env.body!.benefits.dailyRemainCount, 2);
    for (let i = 0; i < 2; i++) {
      await broke(v);
      assert.equal((await v.post('/api/money/members/charge', {})).statusCode, 200);
    }
    await broke(v);
    assert.equal((await v.post('/api/money/members/charge', {})).statusCode, 422);
    assert.equal((await v.get<MembershipUser>('/api/membership/me')).env.body!.benefits.dailyRemainCount, 0);
    assert.equal(await charges(v), 2);

    const z = await t.login('zplus');
    await broke(z);
    const zs = await status(z);
    assert.equal(zs.plusTier, 'Z');
    assert.equal(zs.perDay, 5);
    assert.equal(zs.canCharge, true);
    assert.equal((await z.get<MembershipUser>('/api/membership/me')).env.body!.benefits.dailyRemainCount, zs.remainingToday);
  });

  it('recharges sent at once (two tabs, double click) pay exactly one', async () => {
    const a = await t.login('restricted');
    await broke(a);
    const results = await Promise.all([0, 1, 2, 3].map((i) => a.post('/api/money/members/charge', {}, { headers: { 'idempotency-key': `parallel-charge-${i}` } })));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1, results.map((r) => `${r.statusCode} ${r.env.header.resultMessage}`).join(' | '));
    assert.equal(results.filter((r) => r.statusCode === 422).length, 3);
    assert.equal(await charges(a), 1);
    const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
    assert.equal(w!.money, 300_000_000n);
  });

  it('a 무료 충전 1회 추가 coupon gives one more after today\'s, in the charge\'s transaction, once', async () => {
    const a = await t.login('friend-a'); // no Plus: one a day
    const coupon = (await status(a)).coupon!;
    assert.equal(coupon.benefit, 'FREE_CHARGE_PLUS_1');
    assert.equal(coupon.usePlace, 'FREE_CHARGE');
    await broke(a);
    // with today's one left, the coupon would be spent for nothing
    const early = await a.post<{ code: string }>('/api/money/members/charge', { couponId: coupon.id });
    assert.equal(early.statusCode, 422);
    assert.equal(early.env.body!.code, 'ERROR_CHARGE_REMAINING');
    assert.equal((await status(a)).coupon?.id, coupon.id);
    assert.equal((await a.post('/api/money/members/charge', {})).statusCode, 200);
    await broke(a);
    // another member's coupon is none; a game coupon is not taken here
    const other = (await status(await t.login('friend-b'))).coupon!;
    assert.equal((await a.post('/api/money/members/charge', { couponId: other.id })).statusCode, 404);
    const [game] = await t.db.select().from(coupons).where(and(eq(coupons.memberId, a.member!.id), eq(coupons.benefit, 'DEALER_FEE_50')));
    const wrong = await a.post<{ code: string }>('/api/money/members/charge', { couponId: game!.id });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.env.body!.code, 'ERROR_COUPON_NOT_HERE');
    assert.equal(await charges(a), 1);

    const headers = { 'idempotency-key': 'free-charge-coupon-1' };
    const r = await a.post<FreeChargeResult>('/api/money/members/charge', { couponId: coupon.id }, { headers });
    assert.equal(r.statusCode, 200, r.env.header.resultMessage);
    assert.equal(r.env.body!.money, '300000000');
    assert.equal(r.env.body!.remainingToday, 0);
    const replay = await a.post<FreeChargeResult>('/api/money/members/charge', { couponId: coupon.id }, { headers });
    assert.deepEqual(replay.env.body, r.env.body);
    await broke(a);
    const twice = await a.post<{ code: string }>('/api/money/members/charge', { couponId: coupon.id });
    assert.equal(twice.statusCode, 422);
    assert.equal(twice.env.body!.code, 'ERROR_COUPON_USED');
    assert.equal(await charges(a), 2);
    const rows = await t.db.select().from(ledger).where(and(eq(ledger.memberId, a.member!.id), eq(ledger.reason, 'FREE_CHARGE'), eq(ledger.refType, 'coupon')));
    assert.deepEqual(rows.map((x) => x.refId), [String(coupon.id)]);
    const [used] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    assert.ok(used!.usedAt);
    assert.equal((await status(a)).coupon, null);
    assert.equal((await a.post('/api/money/members/charge', { couponId: 'x' })).statusCode, 400);
  });

  it('guest 401, bad idempotency key 400', async () => {
    assert.equal((await (await t.guest()).get('/api/money/members/charge')).statusCode, 401);
    assert.equal((await (await t.guest()).post('/api/money/members/charge', {})).statusCode, 401);
    const a = await t.login('vplus');
    assert.equal((await a.post('/api/money/members/charge', {}, { headers: { 'idempotency-key': 'x' } })).statusCode, 400);
  });
});
