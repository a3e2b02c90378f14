// Rules of Plus orders found by QA: one option per option group, no membership change while a
// regular payment is processing, no Plus for the partner channel. Each is checked when the order is
// created (the order page) and again by the fulfilment inside the completing transaction.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_IN_PROGRESS_TEXT, type BankbookState, type MembershipUser } from '@hanpan/contracts';
import { createTestApp, refused, ruleCode, type TestApp } from '../../test/harness.js';
import { autoBankbooks, inventoryItems, membershipVouchers, orders, overMoneyAccounts, payments, plusMemberships, wallets, type MemberRow, type OrderRow } from '../../db/schema/index.js';
import { MSG } from '../../lib/errors.js';
import { completeOrder, createOrder, newOrderNo } from '../../sandbox/orders.js';
import { getFulfilment } from '../../sandbox/registry.js';
import { addMonthsKst, PAYMENT_IN_PROGRESS_MESSAGE } from './rules.js';
import { activeMain } from './service.js';
import { listMembershipItems } from '../inventory/membership-items.js';
import { cloneMember } from '../../e2e/cloneMember.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };
const partnerSite = { publisher: 'partner' as const, mobile: false, host: 'partner.localhost' };
const order = (member: MemberRow, kind: string, params: Record<string, string>) =>
  createOrder(t.db, t.config, { member, kind, params, site: member.publisher === 'partner' ? partnerSite : site, returnUrl: '/' });


/** Runs the fulfilment of `o` by itself (no completion re-quote before it) and rolls everything back. */
async function fulfilAlone(member: MemberRow, o: OrderRow): Promise<unknown> {
  const f = getFulfilment(o.kind)!;
  return t.db.transaction(async (tx) => {
    await f.fulfil({ tx, order: o, member, config: t.config });
    throw new Error('fulfilled');
  });
}

const ordersOf = async (memberId: number) => t.db.select().from(orders).where(eq(orders.memberId, memberId));
const paymentsOf = async (memberId: number) => t.db.select().from(payments).where(eq(payments.memberId, memberId));
const plusRowsOf = async (memberId: number) => t.db.select().from(plusMemberships).where(eq(plusMemberships.memberId, memberId));
const activeOptionCodes = async (memberId: number) =>
  (await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'OPTION'), eq(plusMemberships.status, 'ACTIVE'))))
    .filter((r) => r.endDate > new Date())
    .map((r) => r.productCode)
    .sort();

// ---- 1. one option per option group ----

test('join: two options of one group in one order are refused (422, the group named); one of each group is fine', async () => {
  const a = await t.login('friend-b'); // no Plus
  const member = a.member!;
  const pets = await refused(order(member, 'membership-registration', { codes: 'PM0004,PO0021,PO0022,PO0023,PO0029' }), 422, 'ERROR_OPTION_GROUP_DUPLICATED');
  assert.equal(pets.message, '펫샵 옵션은 하나만 선택할 수 있습니다.');
  const limits = await refused(order(member, 'membership-registration', { codes: 'PM0004,PO0025,PO0026' }), 422, 'ERROR_OPTION_GROUP_DUPLICATED');
  assert.equal(limits.message, '보유 한도 증가 옵션은 하나만 선택할 수 있습니다.');
  await refused(order(member, 'enroll-subscription', { itemId: 'PM0005,PO0022,PO0029' }), 422, 'ERROR_OPTION_GROUP_DUPLICATED');
  // the same option twice is two of its group too
  await refused(order(member, 'membership-registration', { codes: 'PM0004,PO0030,PO0030' }), 422, 'ERROR_OPTION_GROUP_DUPLICATED');
  // the order page (GET) says so in Korean and writes nothing
  const page = await a.get('/services/membership/payments/subscription/registration?codes=PM0004,PO0021,PO0029,PO0025,PO0026');
  assert.equal(page.statusCode, 422);
  assert.match(page.body, /펫샵 옵션은 하나만 선택할 수 있습니다\./);
  assert.equal((await ordersOf(member.id)).length, 0);
  assert.equal((await plusRowsOf(member.id)).length, 0);
  // one option of each group: priced and paid
  const ok = await order(member, 'membership-registration', { codes: 'PM0004,PO0021,PO0025,PO0030,PO0005,PO0031' });
  assert.equal(ok.amount, 9_900n + 3_300n + 5_500n + 5_500n + 3_300n + 3_300n);
  // named with its options in every payment history (QA: 'V-Plus 가입' at the combined price)
  assert.equal(ok.title, 'V-Plus 가입 + 옵션 5건');
  await completeOrder(t.db, t.config, member, ok.orderNo);
  assert.deepEqual(await activeOptionCodes(member.id), ['PO0005', 'PO0021', 'PO0025', 'PO0030', 'PO0031']);
  // today's dealer discount is there at once, not after the daily-draws job's next run (QA)
  const dealer = await a.get<{ active: boolean; today: { discountRate: number } | null }>('/api/membership/discount-dealer-amount');
  assert.equal(dealer.env.body!.active, true);
  assert.ok([10, 20, 30, 50, 100].includes(dealer.env.body!.today!.discountRate));
});

test('options: an option of a group the member already holds is refused (pluspet adding 펫샵 로얄); the same option again extends it', async () => {
  const a = await t.login('pluspet'); // X-Plus + 펫샵 베이직
  const member = a.member!;
  // (its seeded join, renewal and pet-shop payments)
  const [seededOrders, seededPayments] = [(await ordersOf(member.id)).length, (await paymentsOf(member.id)).length];
  const royal = await refused(order(member, 'membership', { codes: 'PO0029' }), 422, 'ERROR_OPTION_GROUP_JOINED');
  assert.equal(royal.message, '이미 이용 중인 펫샵 옵션이 있습니다.');
  assert.deepEqual((royal.body as { detail: { codes: string[] } }).detail.codes, ['PO0021']);
  await refused(order(member, 'membership', { codes: 'PO0030,PO0022' }), 422, 'ERROR_OPTION_GROUP_JOINED');
  await refused(order(member, 'membership', { codes: 'PO0025,PO0026' }), 422, 'ERROR_OPTION_GROUP_DUPLICATED');
  const page = await a.get('/services/membership/payments?codes=PO0029&clientType=web');
  assert.equal(page.statusCode, 422);
  assert.match(page.body, /이미 이용 중인 펫샵 옵션이 있습니다\./);
  assert.equal((await ordersOf(member.id)).length, seededOrders);
  // 펫샵 베이직 again: one more month of the option held (joinOption's extension), nothing doubled
  const [basic] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.productCode, 'PO0021')));
  const again = await order(member, 'membership', { codes: 'PO0021' });
  // priced as the option's one month, once — and called an extension (a stale page's join is one too)
  assert.equal(again.amount, 3_300n);
  assert.deepEqual([again.title, again.lines], ['펫샵 베이직 1개월 기간 연장', ['펫샵 베이직 1개월 기간 연장 (3,300원)']]);
  await completeOrder(t.db, t.config, member, again.orderNo);
  const rows = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'OPTION')));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.endDate.getTime(), addMonthsKst(basic!.endDate, 1).getTime());
  assert.equal(rows[0]!.paymentNo, again.orderNo);
  const paid = await paymentsOf(member.id);
  assert.equal(paid.length, seededPayments + 1);
  assert.deepEqual(paid.filter((p) => p.orderId === again.id).map((p) => p.amount), [3_300n]);
  // what GET /api/membership/me says (the forms' 'now until …'): the new end
  const me = (await a.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.equal(me.options.find((o) => o.code === 'PO0021')?.endDate, rows[0]!.endDate.toISOString());
  // a gold item has no group
  await order(member, 'membership', { codes: 'PI0001,PI0001' });
});

test('a member holding two options of one kind from before the rule (zplus: 보유 한도 증가 I and II) may extend one of them: it adds no option of the kind', async () => {
  const member = (await t.login('zplus')).member!;
  assert.deepEqual((await activeOptionCodes(member.id)).filter((c) => c === 'PO0025' || c === 'PO0026'), ['PO0025', 'PO0026']);
  const [ii] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.productCode, 'PO0026')));
  const again = await order(member, 'membership', { codes: 'PO0026' });
  await completeOrder(t.db, t.config, member, again.orderNo);
  const [after] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.productCode, 'PO0026')));
  assert.equal(after!.endDate.getTime(), addMonthsKst(ii!.endDate, 1).getTime());
  assert.deepEqual((await paymentsOf(member.id)).filter((p) => p.orderId === again.id).map((p) => p.amount), [again.amount]);
});

test('option groups are checked again when paying: two pet orders made before either was paid', async () => {
  const member = (await t.login('friend-a')).member!;
  const join = await order(member, 'membership-registration', { codes: 'PM0005' });
  assert.equal(join.title, 'W-Plus 가입');
  await completeOrder(t.db, t.config, member, join.orderNo);
  const basic = await order(member, 'membership', { codes: 'PO0021' });
  const royal = await order(member, 'membership', { codes: 'PO0029' });
  await completeOrder(t.db, t.config, member, basic.orderNo);
  // the fulfilment refuses by itself (inside the completing transaction) …
  await refused(fulfilAlone(member, royal), 422, 'ERROR_OPTION_GROUP_JOINED');
  // … and the completion leaves the order unpaid
  await refused(completeOrder(t.db, t.config, member, royal.orderNo), 422, 'ERROR_OPTION_GROUP_JOINED');
  const [o] = await t.db.select().from(orders).where(eq(orders.orderNo, royal.orderNo));
  assert.equal(o!.status, 'PENDING');
  assert.equal((await t.db.select().from(payments).where(eq(payments.orderId, o!.id))).length, 0);
  assert.deepEqual(await activeOptionCodes(member.id), ['PO0021']);
});

// ---- a change goes to another tier ----

test('change within a tier is refused when ordered and when paid (V-Plus ↔ V-Plus 클래식: the guide offers none); the product held too', async () => {
  const a = await t.login('pluschange'); // V-Plus, bankbook unused
  const member = a.member!;
  const before = (await ordersOf(member.id)).length;
  const e = await refused(order(member, 'membership-change', { codes: 'PM1004' }), 422, 'ERROR_SAME_TIER');
  assert.equal(e.message, '같은 등급(V-Plus)의 멤버십으로는 변경할 수 없습니다.');
  await refused(order(member, 'membership-change', { codes: 'PM0004' }), 422, 'ERROR_SAME_MEMBERSHIP');
  assert.equal((await ordersOf(member.id)).length, before);
  // an order made for another tier cannot be turned into a same-tier change: the fulfilment checks too
  const other = await order(member, 'membership-change', { codes: 'PM0006' });
  await refused(fulfilAlone(member, { ...other, params: { codes: 'PM1004' } }), 422, 'ERROR_SAME_TIER');
});

// ---- 2. no membership change while a regular payment is processing ----

test('restricted (정기결제 처리중) cannot change membership or its payment method: the bankbook’s code and text', async () => {
  const a = await t.login('restricted');
  const member = a.member!;
  const ordersBefore = (await ordersOf(member.id)).length; // its join a month ago
  const u = (await a.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.ok(u.statusDescription!.includes(PAYMENT_IN_PROGRESS_TEXT));
  const bankbook = await a.post('/api/membership/bankbook', { useCount: 1 });
  assert.equal(ruleCode(bankbook), 'ERROR_PAYMENT_IN_PROGRESS');
  const e = await refused(order(member, 'membership-change', { codes: 'PM0006' }), 422, 'ERROR_PAYMENT_IN_PROGRESS');
  assert.equal(e.message, bankbook.env.header.resultMessage);
  assert.equal(e.message, PAYMENT_IN_PROGRESS_MESSAGE);
  await refused(order(member, 'membership-change-method', {}), 422, 'ERROR_PAYMENT_IN_PROGRESS');
  const page = await a.get('/services/membership/payments/subscription/change?codes=PM0006');
  assert.equal(page.statusCode, 422);
  assert.match(page.body, /정기결제가 처리 중입니다\./);
  assert.doesNotMatch(page.body, /23,100원/);
  assert.equal((await ordersOf(member.id)).length, ordersBefore);
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.mainCode, 'PM0004');
  // options do not touch the renewal: still for sale
  await order(member, 'membership', { codes: 'PO0030' });
});

test('payment in progress is checked again when paying, and blocks a join or voucher use while the ended membership renews', async () => {
  const a = await t.login('pluschange'); // V-Plus, bankbook unused
  const member = a.member!;
  const [main] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  const change = await order(member, 'membership-change', { codes: 'PM0006' });
  assert.equal(change.amount, 23_100n);
  const method = await order(member, 'membership-change-method', {});
  // the renewal starts being processed after the orders were made
  await t.db.update(plusMemberships).set({ statusDescription: PAYMENT_IN_PROGRESS_TEXT }).where(eq(plusMemberships.id, main!.id));
  for (const o of [change, method]) {
    await refused(fulfilAlone(member, o), 422, 'ERROR_PAYMENT_IN_PROGRESS');
    await refused(completeOrder(t.db, t.config, member, o.orderNo), 422, 'ERROR_PAYMENT_IN_PROGRESS');
  }
  assert.equal((await paymentsOf(member.id)).filter((p) => p.kind === 'membership-change').length, 0);
  const [still] = await t.db.select().from(plusMemberships).where(eq(plusMemberships.id, main!.id));
  assert.equal(still!.status, 'ACTIVE');
  assert.equal(still!.productCode, 'PM0004');
  assert.equal(still!.subscriptionType, main!.subscriptionType);
  // the membership's period has just ended and its renewal is being processed: a new join or a
  // voucher would start a second membership next to the renewal
  await t.db.update(plusMemberships).set({ endDate: new Date(Date.now() - 60_000) }).where(eq(plusMemberships.id, main!.id));
  await refused(order(member, 'membership-registration', { codes: 'PM0006' }), 422, 'ERROR_PAYMENT_IN_PROGRESS');
  const [voucher] = await t.db.insert(membershipVouchers).values({ memberId: member.id, productCode: 'PM0005', months: 1, expireAt: new Date(Date.now() + 86_400_000) }).returning();
  await refused(order(member, 'use-token', { pkgid: 'PM0005', payno: String(voucher!.id) }), 422, 'ERROR_PAYMENT_IN_PROGRESS');
  // once processed (status cleared) and lapsed, joining is open again
  await t.db.update(plusMemberships).set({ statusDescription: '이용 중' }).where(eq(plusMemberships.id, main!.id));
  await order(member, 'membership-registration', { codes: 'PM0006' });
});

// ---- 3. the partner channel cannot buy or use Plus ----

const PLUS_ORDERS: [string, Record<string, string>][] = [
  ['membership-registration', { codes: 'PM0004' }],
  ['enroll-subscription', { itemId: 'PM0004' }],
  ['membership-change', { codes: 'PM0006' }],
  ['membership-change-method', {}],
  ['membership', { codes: 'PO0030' }],
  ['membership', { codes: 'PI0001' }],
  ['weekly-gold', { codes: 'PI0002' }],
  ['voucher-register', { pkgids: 'PM0005:1' }],
  ['use-token', { pkgid: 'PM0005', payno: '1' }],
  ['use-membership-item', { id: '1', code: 'PI0001' }],
  ['auto-bankbook', {}],
  ['auto-bankbook-reservation', {}],
];

test('partner channel: every Plus order is refused with 403 and the channel text; nothing is written', async () => {
  const a = await t.login('partner');
  const member = a.member!;
  assert.equal(member.publisher, 'partner');
  for (const [kind, params] of PLUS_ORDERS) {
    const e = await refused(order(member, kind, params), 403);
    assert.equal(e.message, '채널링 서비스에서는 이용하실 수 없는 서비스입니다.', kind);
    assert.equal(e.message, MSG.partnerBlocked);
    assert.equal((e.body as { code: string }).code, 'ERROR_PARTNER_BLOCKED');
  }
  const page = await a.get('/services/membership/payments/subscription/registration?codes=PM0004');
  assert.equal(page.statusCode, 403);
  assert.match(page.body, /채널링 서비스에서는 이용하실 수 없는 서비스입니다\./);
  assert.equal((await a.get('/services/weekly-gold/payments?codes=PI0002')).statusCode, 403);
  assert.equal((await a.get('/register/register.nhn?pkgids=PM0005:1')).statusCode, 403);
  assert.equal((await ordersOf(member.id)).length, 0);
  // the shop stays open to the partner channel
  assert.equal((await a.get('/services/shop/payments?codes=E3001')).statusCode, 200);
});

test('partner channel: a Plus order placed before the rule is refused when paid (the fulfilment checks too)', async () => {
  const member = (await t.login('partner')).member!;
  const [o] = await t.db
    .insert(orders)
    .values({ orderNo: newOrderNo(), memberId: member.id, kind: 'membership-registration', params: { codes: 'PM0004' }, title: 'V-Plus 가입', lines: [], amount: 9_900n, returnUrl: '/' })
    .returning();
  await refused(fulfilAlone(member, o!), 403);
  await refused(completeOrder(t.db, t.config, member, o!.orderNo), 403);
  assert.equal((await paymentsOf(member.id)).length, 0);
  assert.equal((await plusRowsOf(member.id)).length, 0);
});

test('partner channel: Plus benefit actions are 403 (bankbook, auto-bankbook, pet shop, lucky flip); reads still answer', async () => {
  const a = await t.login('partner');
  const id = a.member!.id;
  // a Plus the member somehow holds (from before the rule): still no benefit through the partner channel
  const start = new Date(Date.now() - 40 * 86_400_000);
  const end = new Date(Date.now() + 20 * 86_400_000);
  const base = { memberId: id, subscriptionType: 'SUBSCRIPTION' as const, startDate: start, endDate: end, firstRegisterDate: start, productAmount: 0n };
  const [main] = await t.db.insert(plusMemberships).values({ ...base, kind: 'MAIN', productCode: 'PM0006' }).returning();
  await t.db.insert(plusMemberships).values([{ ...base, kind: 'OPTION', productCode: 'PO0021' }, { ...base, kind: 'OPTION', productCode: 'PO0031' }]);
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));
  const actions: ['POST' | 'PUT', string, object][] = [
    ['POST', '/api/membership/bankbook', { useCount: 1 }],
    ['POST', '/api/membership/auto-bankbook/reservation', { currentMembershipId: main!.id }],
    ['PUT', '/api/membership/auto-bankbook/reservation/change', { currentMembershipId: main!.id }],
    ['PUT', '/api/membership/auto-bankbook/reservation/cancel', { currentMembershipId: main!.id }],
    ['POST', '/api/membership/pet-shop', { itemCode: 'PET_HAT' }],
    ['PUT', '/api/membership/pet-shop', { itemCode: 'PET_HAT' }],
    ['POST', '/api/membership/pet-shop/reward', { useCount: 1 }],
    ['POST', '/api/membership/lucky-flip', {}],
  ];
  for (const [method, url, payload] of actions) {
    const r = await a.request(method, url, { payload });
    assert.equal(r.statusCode, 403, `${method} ${url}: ${r.body}`);
    assert.equal(r.env.header.resultMessage, '채널링 서비스에서는 이용하실 수 없는 서비스입니다.');
    assert.equal(ruleCode(r), 'ERROR_PARTNER_BLOCKED');
  }
  const [w1] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));
  assert.equal(w1!.money, w0!.money);
  // reads answer (the portal's member state asks every member); a hanpan member still uses the bankbook
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).statusCode, 200);
  assert.equal((await a.get<BankbookState>('/api/membership/bankbook')).statusCode, 200);
  // the over-money store is the holding limit's, not a Plus benefit: a partner member may take back what it keeps
  assert.equal(ruleCode(await a.post('/api/over-money/withdraw', {})), 'ERROR_NO_OVER_MONEY');
  assert.equal((await (await t.login('vplus')).post('/api/membership/bankbook', { useCount: 1 })).statusCode !== 403, true);
});

// ---- 3b. ids in an order page's query belong to the member ----

test("auto-bankbook order pages refuse another member's membership id up front (404, the API's words); nothing is written", async () => {
  const z = await t.login('zplus');
  const own = (await activeMain(t.db, z.member!.id))!;
  const other = (await activeMain(t.db, (await t.login('pluspet')).member!.id))!;
  const autoRows = async () => t.db.select().from(autoBankbooks);
  const [ordersBefore, autoBefore] = [await ordersOf(z.member!.id), await autoRows()];
  const pages = ['/auto-bankbook/reservation', '/auto-bankbook/reservation/change', '/auto-bankbook/reservation/cancel', '/autobankbook/autobankbook.nhn'];
  for (const url of pages) {
    for (const id of [other.id, 2_000_000_000]) {
      const r = await z.get(`${url}?currentMembershipId=${id}`);
      assert.equal(r.statusCode, 404, `${url} ${id}`);
      assert.match(r.body, /이용 중인 플러스 멤버십을 찾을 수 없습니다\./);
      assert.doesNotMatch(r.body, /주문 확인|name="ticket"/);
    }
    const bad = await z.get(`${url}?currentMembershipId=abc`);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /멤버십 번호가 올바르지 않습니다/);
  }
  // the member's own id (or none) still opens the order page
  const mine = await z.get(`/auto-bankbook/reservation?currentMembershipId=${own.id}`);
  assert.equal(mine.statusCode, 200);
  assert.match(mine.body, /자동 통장 예약/);
  assert.equal((await z.get('/auto-bankbook/reservation')).statusCode, 200);
  assert.match(mine.body, /<li>사용일: 혜택일<\/li>/);
  // the completion runs the same quote: an order naming another's membership is refused there too
  await refused(order(z.member!, 'auto-bankbook-reservation', { currentMembershipId: String(other.id) }), 404);
  assert.deepEqual(await ordersOf(z.member!.id), ordersBefore);
  assert.deepEqual(await autoRows(), autoBefore);
  // with a reservation (the change and cancel pages need one): a page that sets the day of use says
  // which day it sets; the cancel page sets none
  assert.equal((await z.post('/api/membership/auto-bankbook/reservation', { currentMembershipId: own.id })).statusCode, 200);
  assert.match((await z.get(`/auto-bankbook/reservation/change?currentMembershipId=${own.id}&type=MONTH_FIRST_DAY`)).body, /<li>사용일: 매월 1일<\/li>/);
  const cancelPage = (await z.get(`/auto-bankbook/reservation/cancel?currentMembershipId=${own.id}`)).body;
  assert.doesNotMatch(cancelPage, /사용일/);
  // a request that costs nothing: its drop button is not a second '취소' beside 자동 통장 예약 취소
  assert.match(cancelPage, /<button class="secondary" type="submit">그만두기<\/button>/);
  assert.equal((await z.put('/api/membership/auto-bankbook/reservation/cancel', { currentMembershipId: own.id })).statusCode, 200);
});

test("the other order pages that take an id from the query already refuse another member's (item, voucher, weekly gold)", async () => {
  const z = await t.login('zplus');
  const vplus = (await t.login('vplus')).member!;
  const [othersItem] = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, vplus.id), eq(inventoryItems.productCode, 'C1472')));
  const [othersVoucher] = await t.db.select().from(membershipVouchers).where(eq(membershipVouchers.memberId, vplus.id));
  const [ownGold] = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, z.member!.id), eq(inventoryItems.productCode, 'PI0001')));
  const othersMain = (await activeMain(t.db, vplus.id))!;
  const before = await ordersOf(z.member!.id);
  for (const [url, status, message] of [
    [`/use/${othersItem!.id}`, 404, /보관함에 없는 아이템입니다/],
    [`/register/useToken.nhn?payno=${othersVoucher!.id}`, 404, /사용할 수 있는 이용권을 찾을 수 없습니다/],
    [`/use/${ownGold!.id}/membership?membershipId=${othersMain.id}`, 422, /주간 골드 멤버십 이용 중에만/],
  ] as const) {
    const r = await z.get(url);
    assert.equal(r.statusCode, status, url);
    assert.match(r.body, message);
    // a use of something held is no payment or order (QA: '결제할 수 없습니다' / '주문할 수 없습니다' for one refusal)
    assert.match(r.body, /<h1>사용할 수 없습니다<\/h1>/, url);
  }
  assert.deepEqual(await ordersOf(z.member!.id), before);
});

test('결제 수단 변경 from two order pages: the second, shown before the first changed it, is refused — never the opposite change (QA: 1회 결제 became 정기 결제 again)', async () => {
  await cloneMember(t.db, 'vplus', 'vplusmethod');
  const a = await t.login('vplusmethod');
  const member = a.member!;
  const [main] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  assert.equal(main!.subscriptionType, 'SUBSCRIPTION');
  const pageOf = async () => {
    const p = await a.get('/services/membership/payments/subscription/change-method');
    assert.equal(p.statusCode, 200);
    assert.match(p.body, /1회 결제로 변경/);
    return { orderNo: /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(p.body)![1]!, ticket: /name="ticket" value="([^"]+)"/.exec(p.body)![1]! };
  };
  const [first, second] = [await pageOf(), await pageOf()];
  assert.equal((await a.form(`/sandbox/orders/${first.orderNo}/complete`, { ticket: first.ticket })).statusCode, 200);
  const again = await a.form(`/sandbox/orders/${second.orderNo}/complete`, { ticket: second.ticket });
  assert.equal(again.statusCode, 422);
  assert.match(again.body, /주문 내용이 바뀌었습니다\(지금: V-Plus: 정기결제로 변경\)/);
  const [after] = await t.db.select().from(plusMemberships).where(eq(plusMemberships.id, main!.id));
  assert.equal(after!.subscriptionType, 'ONE_TIME');
  // an order made ahead (no page) and completed after the change is refused the same way
  const ahead = await order(member, 'membership-change-method', {});
  await t.db.update(plusMemberships).set({ subscriptionType: 'SUBSCRIPTION' }).where(eq(plusMemberships.id, main!.id));
  await refused(completeOrder(t.db, t.config, member, ahead.orderNo), 422, 'ERROR_ORDER_CHANGED');
  const [kept] = await t.db.select().from(plusMemberships).where(eq(plusMemberships.id, main!.id));
  assert.equal(kept!.subscriptionType, 'SUBSCRIPTION');
});

test('a stale portal page (another tab or PC changed the membership or its method since) is refused on its order page, saying what it is now — never the opposite method, never another change', async () => {
  await cloneMember(t.db, 'vplus', 'staleportal');
  const a = await t.login('staleportal');
  const member = a.member!;
  const [main] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  assert.equal(main!.productCode, 'PM0004');
  assert.equal(main!.subscriptionType, 'SUBSCRIPTION');
  const methodPage = () => a.get('/services/membership/payments/subscription/change-method?codes=PM0004&to=ONE_TIME');
  // PC1: My Plus's '1회 결제로 변경' (to=ONE_TIME) goes through
  const page = await methodPage();
  assert.equal(page.statusCode, 200, /<main[\s\S]*<\/main>/.exec(page.body)?.[0].replace(/<[^>]+>/g, ' '));
  const [orderNo, ticket] = [/\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(page.body)![1]!, /name="ticket" value="([^"]+)"/.exec(page.body)![1]!];
  assert.equal((await a.form(`/sandbox/orders/${orderNo}/complete`, { ticket })).statusCode, 200);
  // PC2, still showing 정기결제, presses the same: told, not sent back to 정기 결제 (QA)
  const stale = await methodPage();
  assert.equal(stale.statusCode, 422);
  assert.match(stale.body, /다른 화면에서 이미 1회 결제로 바뀌었습니다/);
  assert.equal((await a.get('/services/membership/payments/subscription/change-method?codes=PM0004&to=SOMETIMES')).statusCode, 400);
  const [method] = await t.db.select().from(plusMemberships).where(eq(plusMemberships.id, main!.id));
  assert.equal(method!.subscriptionType, 'ONE_TIME');
  // the change form showed V-Plus; another PC changed to X-Plus: the V→Z page is refused, not priced as X→Z
  await completeOrder(t.db, t.config, member, (await order(member, 'membership-change', { codes: 'PM0006', from: 'PM0004' })).orderNo);
  const staleChange = await a.get('/services/membership/payments/subscription/change?codes=PM0007&from=PM0004');
  assert.equal(staleChange.statusCode, 422);
  assert.match(staleChange.body, /다른 화면에서 멤버십이 X-Plus로 바뀌었습니다/);
  assert.equal((await a.get('/services/membership/payments/subscription/change?codes=PM0007&from=PM9999')).statusCode, 400);
  // an order placed from the old form and completed after the change is refused the same way
  const ahead = await order(member, 'membership-change', { codes: 'PM0007', from: 'PM0006' });
  await completeOrder(t.db, t.config, member, (await order(member, 'membership-change', { codes: 'PM0005', from: 'PM0006' })).orderNo);
  await refused(completeOrder(t.db, t.config, member, ahead.orderNo), 422, 'ERROR_ORDER_CHANGED');
  assert.equal((await activeMain(t.db, member.id))!.productCode, 'PM0005');
});

// ---- 4. Korean particles in the order texts ----

test('order texts use the right particle: X-Plus로 멤버십 변경, 정기결제로 변경, 골드 10이 적립', async () => {
  const a = await t.login('vplus');
  const member = a.member!;
  const change = await order(member, 'membership-change', { codes: 'PM0006' });
  assert.equal(change.title, 'X-Plus로 멤버십 변경');
  const done = await completeOrder(t.db, t.config, member, change.orderNo);
  assert.match(done.order.resultLines![0]!, /^X-Plus로 변경 완료/);
  const method = await order(member, 'membership-change-method', {});
  assert.match(method.lines[0]!, /: 1회 결제로 변경$/);
  const z = (await t.login('zplus')).member!;
  const [gold] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, z.id), eq(plusMemberships.kind, 'WEEKLY_GOLD')));
  assert.ok(gold);
  const items = await (await t.login('zplus')).get<{ id: number; code: string }[]>('/api/membership/items');
  const use = await order(z, 'use-membership-item', { id: String(items.env.body![0]!.id), code: 'PI0001' });
  const used = await completeOrder(t.db, t.config, z, use.orderNo);
  assert.match(used.order.resultLines![0]!, /골드 10이 적립되었습니다\.$/);
  for (const line of [change.title, ...done.order.resultLines!, ...method.lines, ...used.order.resultLines!]) assert.doesNotMatch(line, /\((으|을|를|이|가)\)/);
});

test('a change that is the 13th group use or later costs 5% less, and its order says so line by line (the change popup shows the same figures)', async () => {
  // zplus: 14 group uses, so the change is the 15th; X-Plus lists at 33,000원 (copies: other tests here change the demo accounts)
  await cloneMember(t.db, 'zplus', 'zplus5pct');
  const z = (await t.login('zplus5pct')).member!;
  const change = await order(z, 'membership-change', { codes: 'PM0006' });
  assert.equal(change.lines[1], '상품 금액 33,000원');
  assert.equal(change.lines[2], '연속 이용 할인 (5%) -1,650원');
  const unused = /^미사용 통장 할인 -([\d,]+)원$/.exec(change.lines[3] ?? '');
  const bankbookDiscount = unused ? BigInt(unused[1]!.replaceAll(',', '')) : 0n;
  assert.equal(change.amount, 31_350n > bankbookDiscount ? 31_350n - bankbookDiscount : 0n);
  // fewer group uses (vip: 6, X-Plus): the list price, no 5% line
  await cloneMember(t.db, 'vip', 'vip5pct');
  const v = (await t.login('vip5pct')).member!;
  const plain = await order(v, 'membership-change', { codes: 'PM0007' });
  assert.equal(plain.lines[1], '상품 금액 55,000원');
  assert.ok(!plain.lines.some((l) => l.startsWith('연속 이용 할인')), plain.lines.join(' / '));
});

test('a mini-game prize over the holding limit is kept in the over-money store (as the lucky flip\'s), not refused: the ticket is used once', async () => {
  await cloneMember(t.db, 'member', 'minigame-full');
  const m = (await t.login('minigame-full')).member!;
  const limit = 1_000_000_000_000n; // the base holding limit: no Plus option
  await t.db.update(wallets).set({ money: limit }).where(eq(wallets.memberId, m.id));
  const [ticket] = await t.db.insert(inventoryItems).values({ memberId: m.id, productCode: 'C1212', kind: 'I', name: '메가 스톤 뽑기' }).returning();
  const o = await order(m, 'use-item', { id: String(ticket!.id), code: 'C1212' });
  await completeOrder(t.db, t.config, m, o.orderNo);
  const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, m.id));
  assert.equal(w!.money, limit);
  const [stored] = await t.db.select().from(overMoneyAccounts).where(eq(overMoneyAccounts.memberId, m.id));
  assert.ok(stored && stored.balance > 0n, 'the whole prize is stored');
  const [used] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, ticket!.id));
  assert.equal(used!.quantity, 0);
  const [done] = await t.db.select().from(orders).where(eq(orders.orderNo, o.orderNo));
  assert.equal(done!.status, 'COMPLETED');
  assert.match((done!.resultLines ?? []).join(' / '), /보유 한도를 넘은 .+ 초과 머니 보관함에 보관했습니다\./);
});

test('a gold item used in another tab: the second page is told it was used (there), not that the box lacks it', async () => {
  await cloneMember(t.db, 'zplus', 'zplusgoldtwice');
  const z = (await t.login('zplusgoldtwice')).member!;
  const [gold] = await t.db.insert(inventoryItems).values({ memberId: z.id, productCode: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true }).returning();
  const params = { id: String(gold!.id), code: 'PI0001' };
  const [first, second] = [await order(z, 'use-membership-item', params), await order(z, 'use-membership-item', params)];
  await completeOrder(t.db, t.config, z, first.orderNo);
  const e = await refused(completeOrder(t.db, t.config, z, second.orderNo), 422, 'ERROR_ALREADY_USED');
  assert.equal(e.message, '이미 사용한 멤버십 아이템입니다. 다른 화면에서 사용했을 수 있습니다.');
  await refused(order(z, 'use-membership-item', params), 422, 'ERROR_ALREADY_USED');
});

test('an expired item is not used: refused when ordered, and an order made before it expired is refused at completion (no gold, no money)', async () => {
  // a gold item (90 days) on a running weekly gold, and a mini-game ticket that pays game money
  await cloneMember(t.db, 'zplus', 'zplusexpiry');
  const z = (await t.login('zplusexpiry')).member!;
  const [gold] = await t.db
    .insert(inventoryItems)
    .values({ memberId: z.id, productCode: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, expiresAt: new Date(Date.now() + 60 * 86_400_000) })
    .returning();
  assert.ok(gold && (await listMembershipItems(t.db, z.id)).some((i) => i.id === gold.id), 'in the box before it expires');
  const [ticket] = await t.db.insert(inventoryItems).values({ memberId: z.id, productCode: 'C1212', kind: 'I', name: '메가 스톤 뽑기' }).returning();
  const goldOrder = await order(z, 'use-membership-item', { id: String(gold.id), code: 'PI0001' });
  const ticketOrder = await order(z, 'use-item', { id: String(ticket!.id), code: 'C1212' });
  const expire = (id: number) => t.db.update(inventoryItems).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(inventoryItems.id, id));
  await expire(gold.id);
  await expire(ticket!.id);
  const [before] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.id));

  await refused(order(z, 'use-membership-item', { id: String(gold.id), code: 'PI0001' }), 404);
  await refused(order(z, 'use-item', { id: String(ticket!.id), code: 'C1212' }), 404);
  await refused(completeOrder(t.db, t.config, z, goldOrder.orderNo), 404);
  await refused(completeOrder(t.db, t.config, z, ticketOrder.orderNo), 404);
  // (the fulfilments themselves, without the completion's re-quote before them)
  for (const o of [goldOrder, ticketOrder]) {
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, o.orderNo));
    await refused(fulfilAlone(z, row!), 404);
  }
  const [after] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.id));
  assert.deepEqual(after, before);
  const unused = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, z.id), eq(inventoryItems.id, ticket!.id)));
  assert.equal(unused[0]!.usedAt, null);
});
