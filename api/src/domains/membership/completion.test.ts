// The rules checked when an order is created run again inside the completing transaction: an order
// created while they held, completed after they stopped holding, is refused and nothing is paid.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { BankbookState, MembershipUser } from '@hanpan/contracts';
import { createTestApp, refused, type TestApp } from '../../test/harness.js';
import { orders, payments, plusMemberships } from '../../db/schema/index.js';
import type { MemberRow } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { kstDotDate } from '../../lib/time.js';
import { completeOrder, createOrder } from '../../sandbox/orders.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };
const order = (member: MemberRow, kind: string, params: Record<string, string>) => createOrder(t.db, t.config, { member, kind, params, site, returnUrl: '/' });

/** Completes and expects a 422 with `code`; the order stays PENDING and has no payment row. */
async function refusedAtCompletion(member: MemberRow, orderNo: string, code: string) {
  await refused(completeOrder(t.db, t.config, member, orderNo), 422, code);
  const [o] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  assert.equal(o!.status, 'PENDING');
  assert.equal((await t.db.select().from(payments).where(eq(payments.orderId, o!.id))).length, 0);
}

const activeMains = async (memberId: number) =>
  (await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')))).filter((r) => r.endDate > new Date());

test('join: an order made before another join completed is refused at completion (already joined)', async () => {
  const a = await t.login('member');
  const member = a.member!;
  const first = await order(member, 'membership-registration', { codes: 'PM0004' });
  const second = await order(member, 'membership-registration', { codes: 'PM0006' });
  await completeOrder(t.db, t.config, member, second.orderNo);
  await refusedAtCompletion(member, first.orderNo, 'ERROR_ALREADY_JOINED');
  const mains = await activeMains(member.id);
  assert.deepEqual(mains.map((r) => r.productCode), ['PM0006']);
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.mainCode, 'PM0006');
});

test('join: two orders completed at the same time give one membership and one payment', async () => {
  const a = await t.login('hpcfan'); // no Plus (the partner channel cannot buy Plus at all)
  const member = a.member!;
  const o1 = await order(member, 'membership-registration', { codes: 'PM0004' });
  const o2 = await order(member, 'membership-registration', { codes: 'PM0005' });
  const results = await Promise.allSettled([completeOrder(t.db, t.config, member, o1.orderNo), completeOrder(t.db, t.config, member, o2.orderNo)]);
  assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
  const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  assert.equal((refused.reason as ApiError).status, 422);
  assert.equal((await activeMains(member.id)).length, 1);
  assert.equal((await t.db.select().from(payments).where(eq(payments.memberId, member.id))).length, 1);
});

test('voucher use: refused at completion when a main membership started meanwhile', async () => {
  const a = await t.login('vplus'); // holds an unused W-Plus voucher
  const member = a.member!;
  // vplus's V-Plus ends: the voucher can be used …
  await t.db.update(plusMemberships).set({ endDate: new Date(Date.now() - 1000) }).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'MAIN')));
  const vouchers = await a.get<{ content: { voucherNo: number }[] }>('/api/membership/me/vouchers?useYn=N');
  const useOrder = await order(member, 'use-token', { pkgid: 'PM0005', payno: String(vouchers.env.body!.content[0]!.voucherNo) });
  // … but a paid join completes first
  await completeOrder(t.db, t.config, member, (await order(member, 'membership-registration', { codes: 'PM0004' })).orderNo);
  await refusedAtCompletion(member, useOrder.orderNo, 'ERROR_ALREADY_JOINED');
  assert.equal((await a.get<{ totalElements: number }>('/api/membership/me/vouchers?useYn=N')).env.body!.totalElements, 1);
});

test('option: refused at completion when the main membership ended after the order', async () => {
  const a = await t.login('rich'); // W-Plus
  const member = a.member!;
  const o = await order(member, 'membership', { codes: 'PO0030' });
  await t.db.update(plusMemberships).set({ endDate: new Date(Date.now() - 1000) }).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'MAIN')));
  await refusedAtCompletion(member, o.orderNo, 'ERROR_NOT_MEMBERSHIP');
  const opts = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'OPTION')));
  assert.equal(opts.length, 0);
  // a gold item alone needs no main membership
  const gold = await order(member, 'membership', { codes: 'PI0001' });
  await completeOrder(t.db, t.config, member, gold.orderNo);
});

test('weekly gold: refused before payment while one is active, and at completion of a second order', async () => {
  const z = await t.login('zplus'); // weekly gold running
  await assert.rejects(order(z.member!, 'weekly-gold', { codes: 'PI0002' }), (e: unknown) => e instanceof ApiError && e.status === 422 && (e.body as { code: string }).code === 'ERROR_ALREADY_JOINED');
  const a = await t.login('vip'); // no weekly gold
  const member = a.member!;
  const o1 = await order(member, 'weekly-gold', { codes: 'PI0002' });
  const o2 = await order(member, 'weekly-gold', { codes: 'PI0002' });
  await completeOrder(t.db, t.config, member, o1.orderNo);
  // before the fix the second payment went through and granted nothing
  await refusedAtCompletion(member, o2.orderNo, 'ERROR_ALREADY_JOINED');
  const wg = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'WEEKLY_GOLD')));
  assert.equal(wg.length, 1);
  // the result page names the end as My Plus shows it: its Korean day (a UTC date was a day early
  // for ends at Korean midnight, QA)
  const [done] = await t.db.select().from(orders).where(eq(orders.orderNo, o1.orderNo));
  assert.equal(done!.resultLines![0], `주간 골드 멤버십 이용 (~${kstDotDate(wg[0]!.endDate)})`);
});

test('change: refused at completion when the membership ended, or when a bankbook used since the order shrank the discount', async () => {
  const a = await t.login('pluschange'); // V-Plus, this month's bankbook unused
  const member = a.member!;
  const s = await a.get<BankbookState>('/api/membership/bankbook?plusAction=CHANGE');
  assert.equal(s.env.body!.unusedChangeDiscount, '9900');
  const o = await order(member, 'membership-change', { codes: 'PM0006' });
  assert.equal(o.amount, 33_000n - 9_900n);
  const used = await a.post('/api/membership/bankbook', { useCount: 1 });
  assert.equal(used.statusCode, 200, used.body);
  await refusedAtCompletion(member, o.orderNo, 'ERROR_PRICE_CHANGED');
  // a new order has the full price and completes
  const again = await order(member, 'membership-change', { codes: 'PM0006' });
  assert.equal(again.amount, 33_000n);
  // … unless the membership ended in between
  const later = await order(member, 'membership-change', { codes: 'PM0007' });
  await completeOrder(t.db, t.config, member, again.orderNo);
  await t.db.update(plusMemberships).set({ endDate: new Date(Date.now() - 1000) }).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  await refusedAtCompletion(member, later.orderNo, 'ERROR_NOT_MEMBERSHIP');
});

test('payment-in-progress text is the one shared constant (restricted: the API refuses and reports it)', async () => {
  const { PAYMENT_IN_PROGRESS_TEXT } = await import('@hanpan/contracts');
  const r = await t.login('restricted');
  const u = (await r.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.ok(u.statusDescription!.includes(PAYMENT_IN_PROGRESS_TEXT));
  assert.equal((await r.get<BankbookState>('/api/membership/bankbook')).env.body!.errorCode, 'ERROR_PAYMENT_IN_PROGRESS');
});
