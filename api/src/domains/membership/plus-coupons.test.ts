// The Plus join takes the member's Plus coupons (couponId): PLUS_FIRST_30 prices the first month at
// 70%, PLUS_FREE_7D gives V-Plus for 7 days that ends without a charge. The coupon is read when the
// order is priced and taken (locked, checked again, marked used) in the completing transaction.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, gte, like } from 'drizzle-orm';
import type { BankbookState, MembershipPayment, MembershipUser, Page } from '@hanpan/contracts';
import { PLUS_FIRST_30, PLUS_FREE_7D, PLUS_TRIAL_NO_OPTIONS, plusCouponPrice } from '@hanpan/contracts/plus-coupons';
import { createTestApp, refused, type TestApp } from '../../test/harness.js';
import { coupons, mileageHistories, orders, payments, plusMemberships, type MemberRow } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { lockWallets } from '../../lib/ledger.js';
import { completeOrder, createOrder } from '../../sandbox/orders.js';
import { takeCoupon } from '../inventory/coupons.js';
import { earnPaymentMileage, PLUS_MILEAGE_REASON } from '../mileage/paymentMileage.js';
import { renewDueSubscription, RENEWAL_KIND } from './renewal.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const DAY = 86_400_000;
const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };
const order = (member: MemberRow, params: Record<string, string>) => createOrder(t.db, t.config, { member, kind: 'membership-registration', params, site, returnUrl: '/' });

const couponOf = async (memberId: number, benefit: string) => (await t.db.select().from(coupons).where(and(eq(coupons.memberId, memberId), eq(coupons.benefit, benefit))))[0]!;
const couponById = async (id: number) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const paymentsOf = (memberId: number) => t.db.select().from(payments).where(eq(payments.memberId, memberId));
const mainsOf = (memberId: number) => t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'MAIN')));
const orderRow = async (orderNo: string) => (await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;


/** A completion refused with `status`/`code`: the order stays PENDING, no payment, no membership, the coupon as it was. */
async function refusedAtCompletion(member: MemberRow, orderNo: string, couponId: number, status: number, code?: string) {
  const before = await couponById(couponId);
  const mainsBefore = (await mainsOf(member.id)).length;
  await refused(completeOrder(t.db, t.config, member, orderNo), status, code);
  assert.equal((await orderRow(orderNo)).status, 'PENDING');
  assert.equal((await paymentsOf(member.id)).length, 0);
  assert.equal((await mainsOf(member.id)).length, mainsBefore);
  assert.deepEqual((await couponById(couponId)).usedAt, before.usedAt);
}

test('price rule: 30% off rounded down to whole 원; the trial is V-Plus (PM0004) only', () => {
  assert.deepEqual(plusCouponPrice(PLUS_FIRST_30, 'PM0004', 9_900n), { ok: true, amount: 6_930n, discount: 2_970n, trialDays: null });
  // 9,405 (5% continuity discount) × 30% = 2,821.5 → 2,821: the member pays 6,584, never a fraction
  assert.deepEqual(plusCouponPrice(PLUS_FIRST_30, 'PM0004', 9_405n), { ok: true, amount: 6_584n, discount: 2_821n, trialDays: null });
  assert.deepEqual(plusCouponPrice(PLUS_FREE_7D, 'PM0004', 9_900n), { ok: true, amount: 0n, discount: 9_900n, trialDays: 7 });
  const w = plusCouponPrice(PLUS_FREE_7D, 'PM0005', 19_800n);
  assert.equal(w.ok, false);
  assert.match(!w.ok ? w.message : '', /V-Plus/);
});

test('PLUS_FIRST_30: the first month 30% off (options at full price), shown in the lines; mileage on what was paid; used once', async () => {
  const a = await t.login('member'); // no running Plus
  const member = a.member!;
  const c = await couponOf(member.id, PLUS_FIRST_30);
  const since = new Date();
  const o = await order(member, { codes: 'PM0004,PO0030', couponId: String(c.id) });
  assert.equal(o.amount, 9_900n - 2_970n + 5_500n);
  assert.deepEqual(o.lines, ['V-Plus 1개월 (9,900원)', '쿠폰 할인 (플러스 첫 달 30% 할인) -2,970원', '딜러비 할인 1개월 (5,500원)']);
  // pricing reads the coupon, it does not use it
  assert.equal((await couponById(c.id)).usedAt, null);

  const done = await completeOrder(t.db, t.config, member, o.orderNo);
  assert.equal(done.firstTime, true);
  const used = (await couponById(c.id)).usedAt;
  assert.ok(used);
  const paymentsBefore = (await paymentsOf(member.id)).length - 1; // (the seed has an old V-Plus payment)
  const paid = await t.db.select().from(payments).where(eq(payments.orderId, done.order.id));
  assert.deepEqual(paid.map((p) => p.amount), [12_430n]);
  const [main] = (await mainsOf(member.id)).filter((r) => r.paymentNo === o.orderNo);
  assert.equal(main!.productAmount, 6_930n);
  assert.equal(main!.subscriptionType, 'SUBSCRIPTION');
  // the next regular payment is the full price: the coupon was for the first month only
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.nextPaymentAmount, '9900');
  // mileage on the 12,430원 paid (not on 15,400원): what earnPaymentMileage gives for it, in a rolled-back transaction
  const expected = await t.db
    .transaction(async (tx) => {
      const m = await earnPaymentMileage(tx, member, 12_430n, 'x');
      throw Object.assign(new Error('rollback'), { saved: m.saved });
    })
    .catch((e: { saved: bigint }) => e.saved);
  const earned = await t.db.select().from(mileageHistories).where(and(eq(mileageHistories.memberId, member.id), like(mileageHistories.description, `${PLUS_MILEAGE_REASON}%`), gte(mileageHistories.createdAt, since)));
  assert.deepEqual(earned.map((r) => r.mileage), [expected]);

  // a retried completion gives the first result: one payment, the coupon used once (same moment)
  const again = await completeOrder(t.db, t.config, member, o.orderNo);
  assert.equal(again.firstTime, false);
  assert.equal((await paymentsOf(member.id)).length, paymentsBefore + 1);
  assert.deepEqual((await couponById(c.id)).usedAt, used);
  assert.ok((await orderRow(o.orderNo)).resultLines!.includes('쿠폰 사용: 플러스 첫 달 30% 할인'));
});

test('PLUS_FREE_7D: V-Plus only; 7 days free, no payment row, not in the payment history, never renewed; a later join is paid', async () => {
  const a = await t.login('hpcfan');
  const member = a.member!;
  const c = await couponOf(member.id, PLUS_FREE_7D);
  const e = await refused(order(member, { codes: 'PM0005', couponId: String(c.id) }), 422, 'ERROR_COUPON_NOT_HERE');
  assert.match(e.message, /V-Plus/);
  // joined alone: paid options would outlive the 7 days (QA: options to next month, 6,600원 on a '0원' trial)
  const alone = await refused(order(member, { codes: 'PM0004,PO0021', couponId: String(c.id) }), 422, 'ERROR_TRIAL_WITH_OPTIONS');
  assert.equal(alone.message, PLUS_TRIAL_NO_OPTIONS);

  const o = await order(member, { codes: 'PM0004', couponId: String(c.id) });
  assert.equal(o.amount, 0n);
  assert.equal(o.title, 'V-Plus 7일 무료 체험');
  assert.deepEqual(o.lines, ['V-Plus 7일 무료 체험 (0원)', '쿠폰 사용 (플러스 7일 무료 체험권)', '7일 뒤 자동 결제 없이 종료됩니다.']);
  await completeOrder(t.db, t.config, member, o.orderNo);

  assert.ok((await couponById(c.id)).usedAt);
  assert.equal((await paymentsOf(member.id)).length, 0);
  const [trial] = await mainsOf(member.id);
  assert.equal(trial!.productCode, 'PM0004');
  assert.equal(trial!.subscriptionType, 'ONE_TIME');
  assert.equal(trial!.productAmount, 0n);
  assert.equal(trial!.endDate.getTime() - trial!.startDate.getTime(), 7 * DAY);
  const me = (await a.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.equal(me.mainCode, 'PM0004');
  // it ends before a month's benefit day comes: none is shown (QA: My Plus said next month's date)
  assert.equal(me.nextBenefitSchedule, null);
  // the bankbook popup neither (it promised a new bankbook on a day the trial never reaches), and using
  // its bankbook asks nothing: a 0원 membership has no change discount to lose
  const bankbook = (await a.get<BankbookState>('/api/membership/bankbook?plusAction=VIEW')).env.body!;
  assert.equal(bankbook.nextBenefitSchedule, null);
  assert.equal(bankbook.errorCode, null);
  // nor a next payment: the trial ends without one (QA: 9,900)
  assert.equal(me.nextPaymentAmount, '0');
  // a free trial is no payment: not in the history, not in the recent payments
  assert.equal((await a.get<Page<MembershipPayment>>('/api/membership/payment-history-page')).env.body!.totalElements, 0);
  assert.deepEqual((await a.get<MembershipPayment[]>('/api/membership/payments')).env.body, []);

  // the trial ends (just now, within the renewal grace): the renewal job charges nothing and ends it
  await t.db.update(plusMemberships).set({ endDate: new Date(Date.now() - 60_000) }).where(eq(plusMemberships.id, trial!.id));
  const renewed = await t.db.transaction(async (tx) => {
    await lockWallets(tx, [member.id]);
    return renewDueSubscription(tx, t.config, member.id);
  });
  assert.equal(renewed, 0);
  assert.equal((await t.db.select().from(orders).where(and(eq(orders.memberId, member.id), eq(orders.kind, RENEWAL_KIND)))).length, 0);
  assert.equal((await paymentsOf(member.id)).length, 0);
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.mainCode, '');

  // afterwards the member may join, paid
  const paid = await order(member, { codes: 'PM0004' });
  assert.equal(paid.amount, 9_900n);
  await completeOrder(t.db, t.config, member, paid.orderNo);
  assert.deepEqual((await paymentsOf(member.id)).map((p) => p.amount), [9_900n]);
});

test('refused when the order is priced: a bad couponId (400), another member’s (404), used, expired, not a Plus coupon (422)', async () => {
  const a = await t.login('friend-a');
  const member = a.member!;
  const other = (await t.login('friend-b')).member!;
  for (const bad of ['abc', '0', '-3', '1.5', '', '99999999999']) await refused(order(member, { codes: 'PM0004', couponId: bad }), 400);
  // the order page says it in Korean too, with a 4xx
  const page = await a.get('/services/membership/payments/subscription/registration?codes=PM0004&couponId=abc');
  assert.equal(page.statusCode, 400);
  assert.match(page.body, /쿠폰 번호가 올바르지 않습니다/);

  await refused(order(member, { codes: 'PM0004', couponId: String((await couponOf(other.id, PLUS_FIRST_30)).id) }), 404);
  await refused(order(member, { codes: 'PM0004', couponId: String((await couponOf(member.id, 'DEALER_FEE_50')).id) }), 422, 'ERROR_COUPON_NOT_HERE');
  const first30 = await couponOf(member.id, PLUS_FIRST_30);
  await t.db.update(coupons).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, first30.id));
  await refused(order(member, { codes: 'PM0004', couponId: String(first30.id) }), 422, 'ERROR_COUPON_EXPIRED');
  const trial = await couponOf(member.id, PLUS_FREE_7D);
  await t.db.update(coupons).set({ usedAt: new Date(Date.now() - DAY) }).where(eq(coupons.id, trial.id));
  await refused(order(member, { codes: 'PM0004', couponId: String(trial.id) }), 422, 'ERROR_COUPON_USED');
  assert.equal((await t.db.select().from(orders).where(eq(orders.memberId, member.id))).length, 0);
  assert.equal((await mainsOf(member.id)).length, 0);
});

test('refused at completion when the coupon was used meanwhile (another tab), expired or is no longer the member’s: nothing written', async () => {
  const member = (await t.login('friend-b')).member!;
  const first30 = await couponOf(member.id, PLUS_FIRST_30);
  const trial = await couponOf(member.id, PLUS_FREE_7D);
  const discounted = await order(member, { codes: 'PM0004', couponId: String(first30.id) });
  const free = await order(member, { codes: 'PM0004', couponId: String(trial.id) });
  const twice = await order(member, { codes: 'PM0004', couponId: String(trial.id) });

  // used by another flow after the order page was shown
  await t.db.transaction((tx) => takeCoupon(tx, { memberId: member.id, couponId: first30.id, place: 'PLUS_JOIN' }));
  await refusedAtCompletion(member, discounted.orderNo, first30.id, 422, 'ERROR_COUPON_USED');

  await t.db.update(coupons).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, trial.id));
  await refusedAtCompletion(member, free.orderNo, trial.id, 422, 'ERROR_COUPON_EXPIRED');

  const stranger = (await t.login('pcbang')).member!;
  await t.db.update(coupons).set({ expiresAt: new Date(Date.now() + DAY), memberId: stranger.id }).where(eq(coupons.id, trial.id));
  await refusedAtCompletion(member, twice.orderNo, trial.id, 404);
  await t.db.update(coupons).set({ memberId: member.id }).where(eq(coupons.id, trial.id));

  // two tabs with the same coupon, paid at the same moment: one join, the coupon used once
  const results = await Promise.allSettled([completeOrder(t.db, t.config, member, free.orderNo), completeOrder(t.db, t.config, member, twice.orderNo)]);
  assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
  assert.equal(((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as ApiError).status, 422);
  assert.equal((await mainsOf(member.id)).length, 1);
  assert.ok((await couponById(trial.id)).usedAt);
});

test('the order page with a coupon: 결제 clicked twice uses the coupon once and joins once', async () => {
  const a = await t.login('pcbang');
  const member = a.member!;
  const c = await couponOf(member.id, PLUS_FIRST_30);
  const page = await a.get(`/services/membership/payments/subscription/registration?codes=PM0005&couponId=${c.id}`);
  assert.equal(page.statusCode, 200, page.body);
  assert.match(page.body, /쿠폰 할인 \(플러스 첫 달 30% 할인\) -5,940원/);
  assert.match(page.body, /13,860원/);
  const orderNo = /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(page.body)![1]!;
  const [r1, r2] = await Promise.all([a.form(`/sandbox/orders/${orderNo}/complete`, {}), a.form(`/sandbox/orders/${orderNo}/complete`, {})]);
  assert.equal(r1.statusCode, 200, r1.body);
  assert.equal(r2.statusCode, 200, r2.body);
  assert.deepEqual((await paymentsOf(member.id)).map((p) => p.amount), [13_860n]);
  assert.equal((await mainsOf(member.id)).length, 1);
  const orderRows = await t.db.select().from(orders).where(eq(orders.memberId, member.id));
  assert.equal(orderRows.length, 1);
  assert.ok((await couponById(c.id)).usedAt);
});

test('PLUS_FIRST_30 on a price with the 13th-use 5% off: 30% of 9,405원 is 2,821.5원, rounded down to 2,821원', async () => {
  const member = (await t.login('friend-a')).member!; // (its Plus coupons were spent above: a new one)
  const now = Date.now();
  // V-Plus for 12 group uses, ended a day ago (within the continuity grace): the next join is the 13th
  await t.db.insert(plusMemberships).values({
    memberId: member.id, kind: 'MAIN', productCode: 'PM0004', subscriptionType: 'ONE_TIME', status: 'ACTIVE',
    startDate: new Date(now - 31 * DAY), endDate: new Date(now - DAY), firstRegisterDate: new Date(now - 400 * DAY),
    continuousUsageCount: 12, continuousGroupUsageCount: 12, paymentNo: null, productAmount: 9_900n,
  });
  // the join form prices it as the order does: My Plus names the group use a join now would be
  const me = (await (await t.login('friend-a')).get<MembershipUser>('/api/membership/me')).env.body!;
  assert.equal(me.nextJoinGroupUsageCount, 13);
  const [c] = await t.db.insert(coupons).values({ memberId: member.id, category: 'plusfree', name: '플러스 첫 달 30% 할인', description: '', benefit: PLUS_FIRST_30, expiresAt: new Date(now + DAY) }).returning();
  const o = await order(member, { codes: 'PM0004', couponId: String(c!.id) });
  assert.deepEqual(o.lines, ['V-Plus 1개월 (9,405원)', '쿠폰 할인 (플러스 첫 달 30% 할인) -2,821원']);
  assert.equal(o.amount, 6_584n);
  await completeOrder(t.db, t.config, member, o.orderNo);
  assert.deepEqual((await t.db.select().from(payments).where(eq(payments.memberId, member.id))).map((p) => p.amount), [6_584n]);
});
