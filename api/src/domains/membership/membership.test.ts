import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import type { MembershipPayment, MembershipUser, Page, PetShopState, ProbabilityTable } from '@hanpan/contracts';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { inventoryItems, luckyFlipDraws, orders, payments, plusMemberships, spendingLimits, wallets } from '../../db/schema/index.js';
import { getLimitState } from '../../lib/limits.js';
import { addMonthsKst } from './rules.js';
import { kstDay } from '../../lib/time.js';
import { createOrder, completeOrder } from '../../sandbox/orders.js';
import { runDailyDraws, runMembershipRenewals } from '../../jobs/index.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { lockWallets } from '../../lib/ledger.js';
import { renewDueSubscription } from './renewal.js';
import { TABLE_TOTAL } from './draws.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };

test('zplus state has every SPEC §3 field with the continuous discount, options and weekly gold', async () => {
  const a = await t.login('zplus');
  const r = await a.get<MembershipUser>('/api/membership/me');
  assert.equal(r.statusCode, 200, r.body);
  const u = r.env.body!;
  assert.equal(u.mainCode, 'PM0007');
  assert.equal(u.name, 'Z-Plus');
  assert.equal(u.continuousGroupUsageCount, 14);
  assert.equal(u.continuousDiscountText, '5% 할인중');
  assert.equal(u.continuousBenefit, true);
  assert.equal(u.nextPaymentAmount, '52250'); // 55,000 − 5%
  assert.deepEqual([...u.optionCodes].sort(), ['PO0005', 'PO0025', 'PO0026', 'PO0030', 'PO0031']);
  assert.equal(u.holdingLimit, '6000000000000');
  assert.equal(u.accountMoney, '25000000000');
  assert.equal(u.totalAccountMoney, '100000000000');
  assert.equal(u.benefits.monthlyRemainCount, 4);
  assert.equal(u.benefits.dontOtlRemainCount, 3);
  assert.equal(u.luckyFlipAvailable, true);
  assert.equal(u.weeklyGoldMembership.isJoined, true);
  assert.equal(u.weeklyGoldMembership.payType, 'GENERAL');
  assert.equal(u.weeklyGoldRoundInfo!.round, 2);
  assert.ok(u.nextBenefitSchedule && Date.parse(u.nextBenefitSchedule) > Date.now());
  for (const k of ['productId', 'petShopId', 'petShopMoney', 'subscriptionType', 'statusDescription', 'autoBankbook', 'discountDealerAmount', 'firstRegisterDate', 'paymentNo', 'productAmount', 'startDate', 'endDate']) {
    assert.ok(k in u, k);
  }
  const none = await (await t.login('member')).get<MembershipUser>('/api/membership/me');
  assert.equal(none.env.body!.mainCode, '');
  assert.equal(none.env.body!.continuousDiscountText, '-');
  assert.equal((await (await t.guest()).get('/api/membership/me')).statusCode, 401);
});

test('contents endpoints get membershipUser, vipUser and weekly gold from this domain', async () => {
  const a = await t.login('zplus');
  const r = await a.get<{ membershipUser: { mainCode: string }; luckyFlipAvailable: boolean; weeklyGoldMembership: { isJoined: boolean }; vipUser: { grade: string }; isOpenedVip: boolean }>('/api/contents/members/reloadable-state');
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.membershipUser.mainCode, 'PM0007');
  assert.equal(r.env.body!.luckyFlipAvailable, true);
  assert.equal(r.env.body!.weeklyGoldMembership.isJoined, true);
  assert.equal(r.env.body!.vipUser.grade, 'MINIMUM');
  assert.equal(r.env.body!.isOpenedVip, true);
  const mobile = await a.get<{ mainMembershipId: string }>('/api/mobile-contents/members/personal-state');
  assert.equal(mobile.env.body!.mainMembershipId, 'PM0007');
  const zone = await a.get<{ mileage: { soonToExpireMileage: string } }>('/api/contents/members/personal-zone');
  assert.equal(zone.env.body!.mileage.soonToExpireMileage, (92_000n / 5n).toString());
});

test('benefits, payments, payment history page filters, items, vouchers', async () => {
  const v = await t.login('vip');
  const b = await v.get<{ entries: { key: string; active: boolean; description: string }[] }>('/api/membership/me/benefits');
  assert.equal(b.statusCode, 200);
  assert.ok(b.env.body!.entries.find((e) => e.key === 'pet:PO0022')!.active);
  // every entry says what it gives in Korean (an option's once was its service code)
  for (const e of b.env.body!.entries) assert.match(e.description, /[가-힣]/, e.key);
  assert.equal(b.env.body!.entries.find((e) => e.key === 'limit:PO0026')!.description, '보유 머니 한도가 더 크게 늘어납니다.');
  // without the 5% discount the line is the count alone (it read '연속 1회 · -')
  assert.match(b.env.body!.entries.find((e) => e.key === 'continuous')!.description, /^연속 \d+회$/);
  assert.ok(!b.env.body!.entries.find((e) => e.key === 'pet:PO0021')!.active);
  // the latest five of its eight: four months of W-Plus (가입, 정기결제 ×3), the change to X-Plus and
  // this month's renewal, each of the last two with its options
  const pays = await v.get<{ amount: string }[]>('/api/membership/payments');
  assert.equal(pays.env.body!.length, 5);
  const page = await v.get<Page<MembershipPayment>>('/api/membership/payment-history-page?page=0&size=1&withoutCancellation=true');
  assert.equal(page.env.body!.totalElements, 8);
  assert.equal(page.env.body!.totalPages, 8);
  assert.equal(page.env.body!.content.length, 1);
  const none = await v.get<Page<unknown>>('/api/membership/payment-history-page?from=2001-01-01&to=2001-01-31');
  assert.equal(none.env.body!.totalElements, 0);
  // a payment opened one day and paid two days later is found on the day it shows (paidAt)
  const [latest] = page.env.body!.content;
  const [o] = await t.db.update(orders).set({ createdAt: new Date(Date.parse(latest!.paidAt) - 2 * 86_400_000) }).where(eq(orders.orderNo, latest!.paymentNo)).returning();
  const onDay = async (d: Date) => (await v.get<Page<MembershipPayment>>(`/api/membership/payment-history-page?from=${kstDay(d)}&to=${kstDay(d)}`)).env.body!.content.map((p) => p.paymentNo);
  assert.ok((await onDay(o!.completedAt!)).includes(latest!.paymentNo));
  assert.ok(!(await onDay(o!.createdAt)).includes(latest!.paymentNo));
  assert.equal((await v.get('/api/membership/payment-history-page?page=-1')).statusCode, 400);
  assert.equal((await v.get('/api/membership/payment-history-page?from=yesterday')).statusCode, 400);
  const vp = await t.login('vplus');
  const unused = await vp.get<Page<{ used: boolean }>>('/api/membership/me/vouchers?useYn=N&page=0&size=10');
  assert.equal(unused.env.body!.totalElements, 1);
  assert.equal(unused.env.body!.content[0]!.used, false);
  const all = await vp.get<Page<unknown>>('/api/membership/me/vouchers');
  assert.equal(all.env.body!.totalElements, 2);
  assert.equal((await vp.get('/api/membership/me/vouchers?useYn=X')).statusCode, 400);
  // another member sees none of vplus's vouchers
  assert.equal((await v.get<Page<unknown>>('/api/membership/me/vouchers')).env.body!.totalElements, 0);
  const products = await vp.get<{ code: string; months: number; price: string }[]>('/api/membership/vouchers');
  assert.ok(products.env.body!.some((p) => p.code === 'PM0005' && p.months === 3 && p.price === '59400'));
  assert.equal((await vp.get<unknown[]>('/api/membership/items')).statusCode, 200);
});

test('weekly gold, accumulate-all-gold, dealer discount (drawn once a day) and probability tables', async () => {
  const z = await t.login('zplus');
  const wg = await z.get<{ membership: { isJoined: boolean }; round: { accumulatedGold: string } }>('/api/membership/me/weekly-gold');
  assert.equal(wg.env.body!.membership.isJoined, true);
  assert.equal(wg.env.body!.round!.accumulatedGold, '30');
  const gold = await z.get<{ totalGold: string; roundCount: number }>('/api/weekly-gold/accumulate-all-gold');
  assert.equal(gold.env.body!.totalGold, '350'); // 70 + 60 + 70 + 50 before, 70 + 30 now
  assert.equal(gold.env.body!.roundCount, 6); // the run before's four and the running one's rounds 1–2; rounds 3–4 have not started
  // drawn by the daily-draws job, once a day (a read never draws)
  assert.equal((await z.get<{ today: unknown }>('/api/membership/discount-dealer-amount')).env.body!.today, null);
  assert.ok((await runDailyDraws({ db: t.db, config: t.config, now: new Date() })) >= 1);
  assert.equal(await runDailyDraws({ db: t.db, config: t.config, now: new Date() }), 0);
  const d1 = await z.get<{ active: boolean; today: { discountRate: number } }>('/api/membership/discount-dealer-amount');
  assert.equal(d1.env.body!.active, true);
  const d2 = await z.get<{ today: { discountRate: number } }>('/api/membership/discount-dealer-amount');
  assert.equal(d2.env.body!.today.discountRate, d1.env.body!.today.discountRate);
  assert.ok([10, 20, 30, 50, 100].includes(d1.env.body!.today.discountRate));
  const hist = await z.get<Page<unknown>>('/api/membership/discount-dealer-amount/history');
  assert.equal(hist.env.body!.totalElements, 4);
  const m = await t.login('member');
  assert.equal((await m.get<{ active: boolean }>('/api/membership/discount-dealer-amount')).env.body!.active, false);
  const table = await (await t.guest()).get<ProbabilityTable>('/api/membership/probabilities/lucky-flip');
  assert.equal(table.env.body!.entries.reduce((s, e) => s + e.weight, 0), TABLE_TOTAL);
  assert.equal((await m.get('/api/membership/probabilities/other')).statusCode, 400);
});

test('lucky flip: one recorded draw per period, paid into game money; idempotent; refused without the option', async () => {
  const z = await t.login('zplus');
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.member!.id));
  // last month's draw is seeded when the option ran last month (by the seed day)
  const history = () => z.get<Page<{ money: string }>>('/api/membership/lucky-flip-money-history');
  const drawsBefore = (await history()).env.body!.totalElements;
  const r = await z.post<{ drawId: number; money: string; balance: string }>('/api/membership/lucky-flip', {}, { headers: { 'idempotency-key': 'lucky-zplus-01' } });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(BigInt(r.env.body!.balance), w0!.money + BigInt(r.env.body!.money));
  const again = await z.post('/api/membership/lucky-flip', {}, { headers: { 'idempotency-key': 'lucky-zplus-01' } });
  assert.deepEqual(again.env.body, r.env.body);
  assert.equal(ruleCode(await z.post('/api/membership/lucky-flip', {})), 'ERROR_USE_ALL_LUCKY_FLIP');
  const [draw] = await t.db.select().from(luckyFlipDraws).where(eq(luckyFlipDraws.id, r.env.body!.drawId));
  assert.ok(draw!.roll >= 0 && draw!.roll < TABLE_TOTAL);
  assert.equal((await z.get<MembershipUser>('/api/membership/me')).env.body!.luckyFlipAvailable, false);
  assert.equal((await history()).env.body!.totalElements, drawsBefore + 1);
  assert.equal(ruleCode(await (await t.login('vplus')).post('/api/membership/lucky-flip', {})), 'ERROR_NOT_MEMBERSHIP');
});

test('pet shop: state, dress, undress, reward with its errors, history, total bonus', async () => {
  const v = await t.login('vip');
  const s = await v.get<PetShopState>('/api/membership/pet-shop');
  assert.equal(s.statusCode, 200, s.body);
  assert.equal(s.env.body!.petName, '뽀삐');
  assert.equal(s.env.body!.rewardMoneyPerUse, '1100000000'); // 10억 + 10% hat
  const dressed = await v.post<PetShopState>('/api/membership/pet-shop', { itemCode: 'PET_CAPE' });
  assert.equal(dressed.env.body!.rewardMoneyPerUse, '1300000000');
  assert.equal(ruleCode(await v.post('/api/membership/pet-shop', { itemCode: 'PET_CROWN' })), 'ERROR_TOO_MANY_DRESSED');
  assert.equal(ruleCode(await v.post('/api/membership/pet-shop', { itemCode: 'NOPE' })), 'ERROR_UNKNOWN_PET_ITEM');
  const undressed = await v.put<PetShopState>('/api/membership/pet-shop', { itemCode: 'PET_HAT' });
  assert.equal(undressed.env.body!.rewardMoneyPerUse, '1200000000');
  const notDressed = await v.put<{ code: string; title?: string }>('/api/membership/pet-shop', { itemCode: 'PET_HAT' });
  assert.equal(ruleCode(notDressed), 'ERROR_NOT_DRESSED');
  // titled by what failed: taking it off, not putting it on
  assert.equal(notDressed.env.body!.title, '펫 아이템 해제 실패');
  assert.equal((await v.post('/api/membership/pet-shop', {})).statusCode, 400);
  const reward = await v.post<{ paidMoney: string; remainCount: number }>('/api/membership/pet-shop/reward', { useCount: 1 }, { headers: { 'idempotency-key': 'pet-vip-0001' } });
  assert.equal(reward.statusCode, 200, reward.body);
  assert.equal(reward.env.body!.paidMoney, '1200000000');
  assert.equal(reward.env.body!.remainCount, 0);
  assert.deepEqual((await v.post('/api/membership/pet-shop/reward', { useCount: 1 }, { headers: { 'idempotency-key': 'pet-vip-0001' } })).env.body, reward.env.body);
  assert.equal(ruleCode(await v.post('/api/membership/pet-shop/reward', { useCount: 1 })), 'ERROR_USE_ALL_PET_SHOP');
  assert.equal((await v.post('/api/membership/pet-shop/reward', { useCount: 0 })).statusCode, 400);
  const h = await v.get<Page<{ amount: string }>>('/api/membership/pet-shop-money-history');
  assert.equal(h.env.body!.content[0]!.amount, '1200000000');
  const total = await v.get<{ totalBonusMoney: string }>(`/api/membership/pet-shop-option-total-bonus-money?optionMembershipId=${s.env.body!.optionMembershipId}`);
  assert.equal(total.env.body!.totalBonusMoney, '1200000000');
  // another member cannot read vip's option
  assert.equal((await (await t.login('zplus')).get(`/api/membership/pet-shop-option-total-bonus-money?optionMembershipId=${s.env.body!.optionMembershipId}`)).statusCode, 404);
  // SPEC §8 pet errors
  assert.equal(ruleCode(await (await t.login('member')).post('/api/membership/pet-shop/reward', { useCount: 1 })), 'ERROR_NOT_MEMBERSHIP');
  assert.equal(ruleCode(await (await t.login('restricted')).post('/api/membership/pet-shop/reward', { useCount: 1 })), 'ERROR_PAYMENT_IN_PROGRESS');
  assert.equal(ruleCode(await (await t.login('zplus')).post('/api/membership/pet-shop/reward', { useCount: 1 })), 'ERROR_INIT_FAIL');
  assert.equal(ruleCode(await (await t.login('zplus')).get('/api/membership/pet-shop')), 'ERROR_INIT_FAIL');
  assert.equal((await (await t.guest()).get('/api/membership/pet-shop')).statusCode, 401);
});

test('payment sandbox: voucher, use token, change with continuity, options, weekly gold', async () => {
  const agent = await t.login('member');
  const member = agent.member!;
  // member's old V-Plus (ended two months ago) is in the history already
  const paidBefore = (await agent.get<Page<unknown>>('/api/membership/payment-history-page?withoutCancellation=true')).env.body!.totalElements;
  const buy = async (kind: string, params: Record<string, string>) => {
    const o = await createOrder(t.db, t.config, { member, kind, params, site, returnUrl: '/' });
    const done = await completeOrder(t.db, t.config, member, o.orderNo);
    return { order: o, done };
  };
  const v = await buy('voucher-register', { pkgids: 'PM0005:1' });
  assert.equal(v.order.amount, 19_800n);
  const vouchers = await agent.get<Page<{ voucherNo: number }>>('/api/membership/me/vouchers?useYn=N');
  const voucherNo = vouchers.env.body!.content[0]!.voucherNo;
  const used = await buy('use-token', { pkgid: 'PM0005', payno: String(voucherNo) });
  assert.equal(used.order.amount, 0n);
  let u = (await agent.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.equal(u.mainCode, 'PM0005');
  assert.equal(u.subscriptionType, 'VOUCHER');
  // a second join is refused: change instead
  await assert.rejects(createOrder(t.db, t.config, { member, kind: 'membership-registration', params: { codes: 'PM0004' }, site, returnUrl: '/' }), /이미 이용 중인/);
  const ch = await buy('membership-change', { codes: 'PM0007' });
  // unused W-Plus bankbooks (2 of 2, bought with a voucher: 0원) give no discount
  assert.equal(ch.order.amount, 55_000n);
  u = (await agent.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.equal(u.mainCode, 'PM0007');
  assert.equal(u.continuousGroupUsageCount, 2);
  assert.equal(u.continuousUsageCount, 1);
  const [old] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.productCode, 'PM0005')));
  assert.equal(old!.status, 'CHANGED');
  await buy('membership', { codes: 'PO0021,PO0025' });
  u = (await agent.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.ok(u.optionCodes.includes('PO0021') && u.optionCodes.includes('PO0025'));
  assert.equal(u.holdingLimit, '2000000000000');
  assert.notEqual(u.petShopId, null);
  await buy('weekly-gold', { codes: 'PI0002' });
  assert.equal((await agent.get<MembershipUser>('/api/membership/me')).env.body!.weeklyGoldMembership.isJoined, true);
  const pays = await agent.get<Page<{ productName: string }>>('/api/membership/payment-history-page?withoutCancellation=true');
  assert.equal(pays.env.body!.totalElements, paidBefore + 4); // voucher, change, options, weekly gold (use-token is 0원)
  // paid purchases saved mileage: 10 per 1,000 won of 19,800 + 55,000 + 8,800 + 5,500, twice that
  // during the seeded '마일리지 2배 적립 이벤트' (paymentMileage.test.ts: with and without it)
  const benefits = await agent.get<{ benefits: { savedMileage: string } }>('/api/membership/me/benefits');
  assert.equal(benefits.env.body!.benefits.savedMileage, String(2 * (198 + 550 + 88 + 55)));
  await buy('membership-change-method', {});
  assert.equal((await agent.get<MembershipUser>('/api/membership/me')).env.body!.subscriptionType, 'ONE_TIME');
  // options need a main membership
  const beginnerless = (await t.login('hpcfan')).member!;
  await assert.rejects(createOrder(t.db, t.config, { member: beginnerless, kind: 'membership', params: { codes: 'PO0030' }, site, returnUrl: '/' }), /메인 멤버십/);
});

test('gold item: bought through the sandbox, listed in items, used on the running weekly gold round', async () => {
  const agent = await t.login('zplus');
  const member = agent.member!;
  const o = await createOrder(t.db, t.config, { member, kind: 'membership', params: { codes: 'PI0001' }, site, returnUrl: '/' });
  assert.equal(o.amount, 3_300n);
  await completeOrder(t.db, t.config, member, o.orderNo);
  // zplus already holds one gold item from the seed: now two
  const items = await agent.get<{ code: string }[]>('/api/membership/items');
  assert.deepEqual(items.env.body!.map((i) => i.code), ['PI0001', 'PI0001']);
  const [inv] = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, member.id), eq(inventoryItems.productCode, 'PI0001')));
  const before = (await agent.get<{ round: { accumulatedGold: string } }>('/api/membership/me/weekly-gold')).env.body!.round.accumulatedGold;
  const use = await createOrder(t.db, t.config, { member, kind: 'use-membership-item', params: { id: String(inv!.id), code: 'PI0001' }, site, returnUrl: '/' });
  await completeOrder(t.db, t.config, member, use.orderNo);
  const after = (await agent.get<{ round: { accumulatedGold: string } }>('/api/membership/me/weekly-gold')).env.body!.round.accumulatedGold;
  assert.equal(BigInt(after) - BigInt(before), 10n);
  assert.equal((await agent.get<unknown[]>('/api/membership/items')).env.body!.length, 1);
  // another member cannot use zplus's item
  const other = (await t.login('vip')).member!;
  await assert.rejects(createOrder(t.db, t.config, { member: other, kind: 'use-membership-item', params: { id: String(inv!.id) }, site, returnUrl: '/' }), /보관함/);
});

test('every member route of part 2 answers 401 to guests', async () => {
  const g = await t.guest();
  const gets = [
    '/api/membership/me', '/api/membership/me/benefits', '/api/membership/payments', '/api/membership/payment-history-page', '/api/membership/items',
    '/api/membership/me/vouchers', '/api/membership/vouchers', '/api/membership/me/weekly-gold', '/api/weekly-gold/accumulate-all-gold',
    '/api/membership/discount-dealer-amount', '/api/membership/discount-dealer-amount/history', '/api/membership/lucky-flip-money-history',
    '/api/membership/bankbook', '/api/membership/bankbook-money-history', '/api/membership/auto-bankbook', '/api/membership/pet-shop',
    '/api/membership/pet-shop-money-history', '/api/membership/pet-shop-option-total-bonus-money?optionMembershipId=1',
    '/api/mileage/current', '/api/mileage/histories/daily?startDate=2026-01-01&endDate=2026-01-02', '/api/mileage/histories/monthly?year=2026', '/api/mileage/benefit',
    '/api/money-transfer/status', '/api/money-transfer/histories',
    '/api/vip/grades/expectation', '/api/vip/benefits', '/api/vip/2026-01/saved-coin-histories', '/api/vip/first-achievement', '/api/vip/benefits/coupon',
    '/api/vip/opened', '/api/vip/grades/achievable-grade', '/api/vip/benefits/avatar-mark', '/api/hpc/me',
    '/api/events/goldbox/processors?processorName=status', '/api/events/weekly-gold/prev-month-results', '/api/events/targeting-product',
    '/api/events/on-going-event/1', '/api/events/goldbox', '/api/events/status',
  ];
  for (const url of gets) {
    const r = await g.get(url);
    assert.equal(r.statusCode, 401, url);
    assert.equal(r.env.header.resultMessage, '로그인 후, 이용해 주세요.', url);
  }
  const posts: [string, string, object][] = [
    ['POST', '/api/membership/lucky-flip', {}], ['POST', '/api/membership/pet-shop', { itemCode: 'PET_HAT' }], ['PUT', '/api/membership/pet-shop', { itemCode: 'PET_HAT' }],
    ['POST', '/api/membership/pet-shop/reward', { useCount: 1 }], ['POST', '/api/membership/auto-bankbook/reservation', { currentMembershipId: 1 }],
    ['PUT', '/api/membership/auto-bankbook/reservation/change', { currentMembershipId: 1 }], ['PUT', '/api/membership/auto-bankbook/reservation/cancel', { currentMembershipId: 1 }],
    ['POST', '/api/mileage/exchange', { mileage: '1000', currentHoldMileage: '1000' }], ['PUT', '/api/money-transfer/indicator', { type: 'NEW_ICON', targets: [] }],
    ['POST', '/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' }], ['PUT', '/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' }],
    ['PUT', '/api/events/goldbox/layer', {}], ['PUT', '/api/events/status/MILEAGE', { status: 'SEEN' }], ['POST', '/api/events/mileage/processors', { processorName: 'participate' }],
  ];
  for (const [method, url, body] of posts) {
    const r = await g.request(method as 'POST' | 'PUT', url, { payload: body });
    assert.equal(r.statusCode, 401, `${method} ${url}`);
  }
});

test('a due SUBSCRIPTION renews by the job (never on read): payment row, continuity +1, 5% off from the 13th group use', async () => {
  const a = await t.login('beginner');
  const mine = await t.db.select().from(plusMemberships).where(eq(plusMemberships.memberId, a.member!.id));
  const history = async () => (await a.get<Page<unknown>>('/api/membership/payment-history-page')).env.body!.totalElements;
  const paidBefore = await history(); // the join
  // make beginner's V-Plus a 12th-use subscription that ended a day ago
  const start = new Date(Date.now() - 32 * 86_400_000);
  await t.db
    .update(plusMemberships)
    .set({ subscriptionType: 'SUBSCRIPTION', startDate: start, endDate: new Date(Date.now() - 86_400_000), continuousUsageCount: 12, continuousGroupUsageCount: 12 })
    .where(eq(plusMemberships.id, mine[0]!.id));
  // reading does not renew (reads never write)
  assert.equal(await history(), paidBefore);
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.mainCode, '');
  assert.ok((await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() })) >= 1); // (other seeded members may be due too)
  const u = (await a.get<MembershipUser>('/api/membership/me')).env.body!;
  assert.equal(u.mainCode, 'PM0004');
  assert.equal(u.continuousUsageCount, 13);
  assert.equal(u.continuousGroupUsageCount, 13);
  assert.equal(u.productAmount, '9405');
  assert.equal(u.continuousDiscountText, '5% 할인중');
  assert.ok(Date.parse(u.endDate!) > Date.now());
  const pays = await a.get<Page<{ productName: string; amount: string }>>('/api/membership/payment-history-page');
  assert.equal(pays.env.body!.content[0]!.productName, 'V-Plus 정기결제');
  assert.equal(pays.env.body!.content[0]!.amount, '9405');
  // the job again does not pay twice
  assert.equal(await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() }), 0);
  assert.equal(await history(), paidBefore + 1);
});

test("a 31st's regular payment renews on each month's last day: Feb 28, then Mar 31 (it stayed on the 28th)", async () => {
  await cloneMember(t.db, 'vplus', 'renew-31st');
  const a = await t.login('renew-31st');
  const kst = (day: string) => new Date(`${day}T10:00:00+09:00`);
  await t.db
    .update(plusMemberships)
    .set({ subscriptionType: 'SUBSCRIPTION', startDate: kst('2027-01-31'), endDate: kst('2027-02-28') })
    .where(and(eq(plusMemberships.memberId, a.member!.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  const renewAt = (at: Date) => t.db.transaction(async (tx) => (await lockWallets(tx, [a.member!.id]), renewDueSubscription(tx, t.config, a.member!.id, at)));
  const running = async () =>
    (await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, a.member!.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE'))))[0]!;
  assert.equal(await renewAt(new Date(kst('2027-02-28').getTime() + 300_000)), 1);
  assert.deepEqual([(await running()).startDate, (await running()).endDate], [kst('2027-02-28'), kst('2027-03-31')]);
  assert.equal(await renewAt(new Date(kst('2027-03-31').getTime() + 300_000)), 1);
  assert.deepEqual([(await running()).startDate, (await running()).endDate], [kst('2027-03-31'), kst('2027-04-30')]);
  // the payment is dated the moment its limits were checked (the job's), not the transaction's start
  const paid = await t.db.select({ createdAt: payments.createdAt }).from(payments).where(eq(payments.memberId, a.member!.id)).orderBy(desc(payments.createdAt)).limit(1);
  assert.deepEqual(paid[0]!.createdAt, new Date(kst('2027-03-31').getTime() + 300_000));
});

test('a SUBSCRIPTION that ended long ago lapses: months that have passed are never charged', async () => {
  const a = await t.login('vplus');
  // its current month (last month's row is behind it, CHANGED by the renewal)
  const [main] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, a.member!.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
  await t.db
    .update(plusMemberships)
    .set({ subscriptionType: 'SUBSCRIPTION', status: 'ACTIVE', startDate: new Date(Date.now() - 100 * 86_400_000), endDate: new Date(Date.now() - 70 * 86_400_000) })
    .where(eq(plusMemberships.id, main!.id));
  const before = (await a.get<Page<unknown>>('/api/membership/payment-history-page')).env.body!.totalElements;
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal((await a.get<Page<unknown>>('/api/membership/payment-history-page')).env.body!.totalElements, before);
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.mainCode, '');
});

test('the renewal job renews no partner-channel subscription (the channel buys no Plus); a portal member beside it renews', async () => {
  const partner = t.seed.members.partner!;
  const portal = t.seed.members['friend-a']!;
  assert.equal(partner.publisher, 'partner');
  assert.equal(portal.publisher, 'hanpan');
  // both: a V-Plus SUBSCRIPTION whose month ends today, a minute ago (due now, inside the grace period)
  const end = new Date(Date.now() - 60_000);
  const subscription = (memberId: number) => ({
    memberId, kind: 'MAIN' as const, productCode: 'PM0004', subscriptionType: 'SUBSCRIPTION' as const, startDate: addMonthsKst(end, -1), endDate: end,
    firstRegisterDate: addMonthsKst(end, -1), paymentNo: `TEST-RENEW-${memberId}`, productAmount: 9_900n,
  });
  const [pRow] = await t.db.insert(plusMemberships).values(subscription(partner.id)).returning();
  const [hRow] = await t.db.insert(plusMemberships).values(subscription(portal.id)).returning();
  const paymentsOf = (memberId: number) => t.db.select().from(payments).where(eq(payments.memberId, memberId));
  const ordersOf = (memberId: number) => t.db.select().from(orders).where(eq(orders.memberId, memberId));
  const [pPayments, pOrders] = [(await paymentsOf(partner.id)).length, (await ordersOf(partner.id)).length];

  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });

  // partner: not charged (no order, no payment), not extended: the one membership row ends at its end date
  assert.equal((await paymentsOf(partner.id)).length, pPayments);
  assert.equal((await ordersOf(partner.id)).length, pOrders);
  const pMains = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, partner.id), eq(plusMemberships.kind, 'MAIN')));
  assert.deepEqual(pMains.map((m) => [m.id, m.status, m.endDate.getTime()]), [[pRow!.id, 'ACTIVE', end.getTime()]]);
  // portal member: charged once and continued for a month from the old end date
  const hPays = await paymentsOf(portal.id);
  assert.equal(hPays.filter((p) => p.kind === 'membership-renewal').length, 1);
  const hMains = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, portal.id), eq(plusMemberships.kind, 'MAIN')));
  assert.equal(hMains.find((m) => m.id === hRow!.id)!.status, 'CHANGED');
  const next = hMains.find((m) => m.status === 'ACTIVE')!;
  assert.equal(next.startDate.getTime(), end.getTime());
  assert.ok(next.endDate.getTime() > Date.now());

  // later runs do not renew the partner either (nothing is written while it stays due)
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal((await paymentsOf(partner.id)).length, pPayments);
  assert.equal((await t.db.select().from(plusMemberships).where(eq(plusMemberships.memberId, partner.id))).length, pMains.length);
});

test('a renewal the limits refuse is shown once as 결제 실패 with the reason; nothing is charged; a later run may still renew', async () => {
  const a = await t.login('friend-b');
  const id = a.member!.id;
  // friend-b's own month limit (10,000원) is used up this month; a V-Plus (9,900원) SUBSCRIPTION ended a minute ago
  await t.db.insert(spendingLimits).values({ memberId: id, monthLimit: 10_000n }).onConflictDoUpdate({ target: spendingLimits.memberId, set: { monthLimit: 10_000n, dayLimit: null } });
  await t.db.insert(payments).values({ orderId: -7700 - id, memberId: id, kind: 'shop', amount: 10_000n });
  const end = new Date(Date.now() - 60_000);
  const [due] = await t.db
    .insert(plusMemberships)
    .values({ memberId: id, kind: 'MAIN', productCode: 'PM0004', subscriptionType: 'SUBSCRIPTION', startDate: addMonthsKst(end, -1), endDate: end, firstRegisterDate: addMonthsKst(end, -1), paymentNo: `TEST-REFUSED-${id}`, productAmount: 9_900n })
    .returning();
  const snapshot = async () => ({
    wallet: (await t.db.select().from(wallets).where(eq(wallets.memberId, id)))[0],
    payments: (await t.db.select().from(payments).where(eq(payments.memberId, id))).length,
    limits: await getLimitState(t.db, t.config, id),
    mains: (await t.db.select().from(plusMemberships).where(eq(plusMemberships.memberId, id))).map((m) => [m.id, m.status, m.endDate.getTime()]),
  });
  const failedOf = () => t.db.select().from(orders).where(and(eq(orders.memberId, id), eq(orders.status, 'FAILED')));
  const before = await snapshot();
  assert.equal(before.limits.remainingMonth, 0n);
  // reading does not try the renewal (reads never write)
  assert.equal((await a.get<Page<MembershipPayment>>('/api/membership/payment-history-page')).env.body!.totalElements, 0);

  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  // not renewed, not charged: the membership ends where it ended, money and limits as they were
  assert.deepEqual(await snapshot(), before);
  assert.deepEqual(before.mains, [[due!.id, 'ACTIVE', end.getTime()]]);
  const failed = await failedOf();
  assert.equal(failed.length, 1);
  // said as what happened that day (the member reads it later): not the live 'this month' wording
  const reason = '월 구매 한도를 넘어 결제하지 못했습니다. (그달 남은 한도 0원)';
  assert.equal(failed[0]!.kind, 'membership-renewal');
  assert.equal(failed[0]!.title, 'V-Plus 정기결제');
  assert.equal(failed[0]!.amount, 9_900n);
  assert.deepEqual(failed[0]!.resultLines, [reason]);
  assert.equal(failed[0]!.params.membershipId, String(due!.id));
  assert.ok(failed[0]!.completedAt);

  // the job retries every few minutes: the same refusal is not written again
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() });
  assert.equal((await failedOf()).length, 1);
  assert.deepEqual(await snapshot(), before);

  const page = (await a.get<Page<MembershipPayment>>('/api/membership/payment-history-page')).env.body!;
  assert.equal(page.totalElements, 1);
  assert.deepEqual(page.content[0], {
    paymentNo: failed[0]!.orderNo, productCode: 'PM0004', productName: 'V-Plus 정기결제', amount: '9900', paidAt: failed[0]!.completedAt!.toISOString(),
    status: '결제 실패', cancelled: false, failureReason: reason,
  });
  // a refused renewal is no cancellation: '취소 내역 제외' keeps it; the recent payments list has paid ones only
  assert.equal((await a.get<Page<MembershipPayment>>('/api/membership/payment-history-page?withoutCancellation=true')).env.body!.totalElements, 1);
  assert.deepEqual((await a.get<MembershipPayment[]>('/api/membership/payments')).env.body, []);
  // the record is never payable through the sandbox
  await assert.rejects(completeOrder(t.db, t.config, a.member!, failed[0]!.orderNo), { status: 409, message: '결제에 실패한 주문입니다. 다시 주문해 주세요.' });

  // the limit is raised inside the grace period: the next run renews normally; the failure stays in the history
  await t.db.update(spendingLimits).set({ monthLimit: null }).where(eq(spendingLimits.memberId, id));
  assert.ok((await runMembershipRenewals({ db: t.db, config: t.config, now: new Date() })) >= 1);
  const renewed = await t.db.select().from(payments).where(and(eq(payments.memberId, id), eq(payments.kind, 'membership-renewal')));
  assert.deepEqual(renewed.map((p) => p.amount), [9_900n]);
  assert.equal((await a.get<MembershipUser>('/api/membership/me')).env.body!.mainCode, 'PM0004');
  const after = (await a.get<Page<MembershipPayment>>('/api/membership/payment-history-page')).env.body!;
  assert.deepEqual(after.content.map((p) => [p.status, p.failureReason]), [['결제 완료', null], ['결제 실패', reason]]);
  assert.equal((await failedOf()).length, 1);
});
