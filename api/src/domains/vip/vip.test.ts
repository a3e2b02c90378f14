import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { AchievableGrade, Page, RuleErrorBody, VipBenefit, VipBenefitDetail, VipExpectation } from '@hanpan/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { coupons, wallets } from '../../db/schema/index.js';
import { previousMonth, vipMonthOf } from './grades.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const code = (r: { env: { body: unknown } }) => (r.env.body as RuleErrorBody).code;

test('expectation from real payments: current grade from last month, expected from this month', async () => {
  const v = await t.login('vip');
  const r = await v.get<VipExpectation>('/api/vip/grades/expectation');
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.currentGrade, 'MINIMUM');
  assert.equal(r.env.body!.isVip, true);
  assert.equal(r.env.body!.expectedVipGrade, 'NONE');
  assert.equal(r.env.body!.nextGrade, 'MINIMUM');
  assert.equal(r.env.body!.paymentAmount, '0');
  assert.equal(r.env.body!.remainPaymentAmount, '700000');
  assert.match(r.env.body!.basisPeriod, /^\d{4}\.\d{2}\.01 ~ \d{4}\.\d{2}\.\d{2}$/);
  const ext = await v.get<VipExpectation>('/api/vip/grades/expectation?isExtendedTarget=true');
  assert.equal(ext.env.body!.paymentAmount, '1000000');
  assert.equal(ext.env.body!.expectedVipGrade, 'MINIMUM');
  assert.equal(ext.env.body!.remainPaymentAmount, '50000');
  assert.equal(ext.env.body!.progressStatus, 96);
  assert.equal((await v.get('/api/vip/grades/expectation?isExtendedTarget=maybe')).statusCode, 400);
  const m = await (await t.login('member')).get<VipExpectation>('/api/vip/grades/expectation');
  assert.equal(m.env.body!.currentGrade, 'NONE');
  assert.equal(m.env.body!.currentGradeName, '일반 회원');
});

test('achievable grade respects the purchase limit (category PAYMENT) or not (ALL)', async () => {
  const v = await t.login('vip'); // own month limit 800,000
  const p = await v.get<AchievableGrade>('/api/vip/grades/achievable-grade?category=PAYMENT');
  assert.equal(p.env.body!.maximumAchievableGrade, 'MINIMUM');
  const all = await v.get<AchievableGrade>('/api/vip/grades/achievable-grade?category=ALL');
  assert.equal(all.env.body!.maximumAchievableGrade, 'PREMIUM');
  assert.equal((await v.get('/api/vip/grades/achievable-grade?category=X')).statusCode, 400);
});

test('benefits claimable once per VIP month; non-VIP refused', async () => {
  const v = await t.login('vip');
  const d = await v.get<VipBenefitDetail>('/api/vip/benefits/hancoin');
  assert.equal(d.env.body!.available, true);
  assert.equal(d.env.body!.amount, '1000');
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, v.member!.id));
  const r = await v.post<{ hancoin: string }>('/api/vip/benefits/hancoin', { platform: 'MOBILE' });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(BigInt(r.env.body!.hancoin), w0!.hancoin + 1000n);
  assert.equal(code(await v.post('/api/vip/benefits/hancoin', {})), 'ERROR_ALREADY_RECEIVED');
  assert.equal((await v.get<VipBenefitDetail>('/api/vip/benefits/hancoin')).env.body!.received, true);
  const before = (await t.db.select().from(coupons).where(eq(coupons.memberId, v.member!.id))).length;
  assert.equal((await v.post('/api/vip/benefits/coupon')).statusCode, 200);
  assert.equal((await v.post('/api/vip/benefits/grade-up', { platform: 'PC' })).statusCode, 200);
  const after = (await t.db.select().from(coupons).where(eq(coupons.memberId, v.member!.id))).length;
  assert.equal(after - before, 2);
  const b = await v.get<VipBenefit>('/api/vip/benefits');
  assert.equal(b.env.body!.receivedBenefits.length, 3);
  assert.equal(b.env.body!.currentVipUser.grade, 'MINIMUM');
  assert.equal(b.env.body!.currentVipUser.lastMonthPaymentAmount, '1000000');
  assert.equal((await v.post('/api/vip/benefits/gold', {})).statusCode, 400);
  assert.equal((await v.post('/api/vip/benefits/hancoin', { platform: 'TV' })).statusCode, 400);
  const m = await t.login('member');
  assert.equal(code(await m.post('/api/vip/benefits/hancoin', {})), 'ERROR_NOT_VIP');
  assert.equal((await (await t.guest()).post('/api/vip/benefits/hancoin', {})).statusCode, 401);
});

test('saved coins, first achievement, opened, avatar mark on/off', async () => {
  const v = await t.login('vip');
  const month = vipMonthOf(new Date());
  const coins = await v.get<Page<{ coin: string }>>(`/api/vip/${month}/saved-coin-histories`);
  assert.equal(coins.env.body!.content.some((c) => c.coin === '10000'), true);
  assert.equal((await v.get<Page<unknown>>(`/api/vip/${previousMonth(month)}/saved-coin-histories`)).env.body!.totalElements, 1);
  assert.equal((await v.get('/api/vip/2026-13/saved-coin-histories')).statusCode, 400);
  // zplus sees none of vip's coins
  assert.equal((await (await t.login('zplus')).get<Page<unknown>>(`/api/vip/${month}/saved-coin-histories`)).env.body!.totalElements, 0);
  const first = await v.get<{ achieved: boolean; firstGrade: string }>('/api/vip/first-achievement');
  assert.equal(first.env.body!.achieved, true);
  const z = await t.login('zplus');
  const zf = await z.get<{ achieved: boolean; firstVipMonth: string }>('/api/vip/first-achievement');
  assert.equal(zf.env.body!.firstVipMonth, month);
  assert.equal((await v.get<{ isOpenedVip: boolean }>('/api/vip/opened')).env.body!.isOpenedVip, true);
  assert.equal((await (await t.login('partner')).get<{ isOpenedVip: boolean }>('/api/vip/opened')).env.body!.isOpenedVip, false);
  const on = await v.post<{ worn: boolean; avatarMarkCode: string }>('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' });
  assert.equal(on.statusCode, 200, on.body);
  assert.equal(on.env.body!.worn, true);
  assert.equal(code(await v.post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_PREMIUM' })), 'ERROR_MARK_NOT_AVAILABLE');
  assert.equal((await v.post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'bad mark!' })).statusCode, 400);
  const off = await v.put<{ worn: boolean }>('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' });
  assert.equal(off.env.body!.worn, false);
  assert.equal(code(await v.put('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' })), 'ERROR_MARK_NOT_WORN');
  assert.equal(code(await (await t.login('member')).post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' })), 'ERROR_NOT_VIP');
});
