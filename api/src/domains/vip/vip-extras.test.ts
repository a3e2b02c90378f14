// Payment history, saved coins (and their monthly settlement), power chief and VIP voice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { Page, PowerChief, PowerChiefClaimResult, RuleErrorBody, SavedCoinHistoryItem, VipPaymentHistoryPage, VipPaymentSummary, VipVoice, VipVoicePage } from '@hanpan/contracts';
import { idempotencyKey, ruleCode, createTestApp, reloadMember, type TestApp } from '../../test/harness.js';
import { ledger, plusMemberships, vipGameCounts, vipPowerChiefClaims, vipSavedCoins, wallets } from '../../db/schema/index.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { lockWallets } from '../../lib/ledger.js';
import { addMonthsKst } from '../../lib/time.js';
import { renewDueSubscription, RENEWAL_GRACE_MS } from '../membership/renewal.js';
import { addMonths, monthRange, vipMonthOf } from './grades.js';
import { currentVipUser, settleSavedCoins, vipExpectation } from './service.js';
import { claimPowerChief, powerChief } from './power-chief.js';
import { holdWallet } from '../../test/heldWallet.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const month = () => vipMonthOf(new Date());

test('payment summary and history by month: own payments only, bounded input', async () => {
  const v = await t.login('vip');
  const s = (await v.get<VipPaymentSummary>('/api/vip/payment-summary')).env.body!;
  assert.equal(s.months.length, 6);
  assert.equal(s.months[0]!.month, month());
  assert.equal(s.months[0]!.paymentAmount, '350000');
  assert.equal(s.months[0]!.grade, 'MINIMUM');
  assert.equal(s.months[0]!.savedCoin, '15000');
  assert.equal(s.months[1]!.paymentAmount, '850000');
  // an X-Plus month and its options (the renewal or, on the 1st–8th, the change before it) and two shop payments
  assert.equal(s.months[1]!.paymentCount, 4);
  assert.equal(s.months[1]!.grade, 'NONE');
  const h = (await v.get<VipPaymentHistoryPage>(`/api/vip/payment-histories?month=${month()}`)).env.body!;
  assert.equal(h.paymentAmount, '350000');
  // 구분 is a Korean word for every kind (a renewal or a join is 플러스, not its order kind)
  const lastMonth = (await v.get<VipPaymentHistoryPage>(`/api/vip/payment-histories?month=${addMonths(month(), -1)}`)).env.body!;
  assert.deepEqual([...new Set(lastMonth.content.map((p) => p.kind))].sort(), ['상점', '플러스']);
  assert.ok(lastMonth.content.some((p) => ['X-Plus 정기결제', 'X-Plus로 멤버십 변경'].includes(p.title) && p.kind === '플러스'));
  const shop = h.content.filter((p) => p.kind === '상점').map((p) => p.title);
  assert.deepEqual(shop.sort(), ['골드 머니 패키지', '머니 충전']);
  // this month's Plus payments are the renewal and its options, when the renewal fell in this month
  assert.ok([2, 4].includes(h.totalElements), String(h.totalElements));
  const last = (await v.get<VipPaymentHistoryPage>(`/api/vip/payment-histories?month=${addMonths(month(), -1)}&size=1`)).env.body!;
  assert.equal(last.totalElements, 4);
  assert.equal(last.totalPages, 4);
  assert.equal(last.content.length, 1);
  const other = (await (await t.login('member')).get<VipPaymentHistoryPage>(`/api/vip/payment-histories?month=${addMonths(month(), -1)}`)).env.body!;
  assert.equal(other.totalElements, 0);
  for (const bad of ['2026-13', '2026-1', '1e9', '']) assert.equal((await v.get(`/api/vip/payment-histories?month=${bad}`)).statusCode, 400, bad);
  for (const q of ['page=1e999', 'page=-1e999', 'size=1e999', 'page=99999', 'page=-1', 'size=0'])
    assert.equal((await v.get(`/api/vip/payment-histories?month=${month()}&${q}`)).statusCode, 400, q);
  assert.equal((await v.get(`/api/vip/voices?size=1e999`)).statusCode, 400);
  assert.equal((await v.get(`/api/vip/${month()}/saved-coin-histories?page=1e999`)).statusCode, 400);
  assert.equal((await v.get(`/api/vip/payment-histories?month=${month()}&size=500`)).statusCode, 400);
});

test('saved-coin history names each kind; members see only their own', async () => {
  const p = await t.login('vip-premium');
  const r = (await p.get<Page<SavedCoinHistoryItem>>(`/api/vip/${month()}/saved-coin-histories`)).env.body!;
  assert.deepEqual(r.content.map((c) => [c.kind, c.coin]).sort(), [['PAYMENT', '22000'], ['PAYMENT_BONUS', '44000']]);
  assert.equal(r.content.find((c) => c.kind === 'PAYMENT_BONUS')!.kindName, '등급 추가 적립');
  const lastMonth = (await p.get<Page<SavedCoinHistoryItem>>(`/api/vip/${addMonths(month(), -1)}/saved-coin-histories`)).env.body!;
  assert.equal(lastMonth.totalElements, 3);
  assert.equal((await (await t.login('zplus')).get<Page<unknown>>(`/api/vip/${month()}/saved-coin-histories`)).env.body!.totalElements, 0);
  assert.equal((await p.get('/api/vip/2026-13/saved-coin-histories')).statusCode, 400);
});

test('monthly settlement pays the saved coin once, as hancoin with ledger rows', async () => {
  // 900,000 counted → 미니멈: 9,000 + 4,500, and Z-Plus's VIP extra points (W-Plus and above) 0.5%: 4,500
  const z = await reloadMember(t.db, 'zplus');
  // Z-Plus held when the month began and renewed since (14 months in a row): the running period
  // starts after the month did and the one before is CHANGED, ending where it begins
  const start = monthRange(month()).start;
  const renewedAt = new Date(Math.floor((start.getTime() + Date.now()) / 2));
  const [running] = await t.db.update(plusMemberships).set({ startDate: renewedAt }).where(and(eq(plusMemberships.memberId, z.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE'))).returning();
  const { id: _id, ...period } = running!;
  await t.db.insert(plusMemberships).values({ ...period, status: 'CHANGED', startDate: new Date(renewedAt.getTime() - 30 * 86_400_000), endDate: renewedAt });
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.id));
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, z, month())), 18_000n);
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, z, month())), 0n);
  const [w1] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.id));
  assert.equal(w1!.hancoin, w0!.hancoin + 18_000n);
  const rows = await t.db.select().from(ledger).where(and(eq(ledger.memberId, z.id), eq(ledger.refType, 'vip_saved_coin')));
  assert.equal(rows.length, 3);
  const history = (await (await t.login('zplus')).get<Page<SavedCoinHistoryItem>>(`/api/vip/${month()}/saved-coin-histories`)).env.body!;
  assert.equal(history.content.find((c) => c.kind === 'PLUS_BONUS')?.kindName, '플러스 추가 적립 (W-Plus 이상)');
  // vip-business was settled already (seed); a general member gets nothing
  const business = await reloadMember(t.db, 'vip-business');
  const member = await reloadMember(t.db, 'member');
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, business, month())), 0n);
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, member, month())), 0n);
});

test("the settlement of a month waits for a regular payment still due at its start: paid with the Plus bonus once renewed, without it once lapsed", async () => {
  const start = monthRange(month()).start;
  const hour = new Date(start.getTime() + 3_600_000);
  // Z-Plus by regular payment, its month ending exactly when the VIP month begins, not renewed yet
  const zplusDue = async (loginId: string) => {
    await cloneMember(t.db, 'zplus', loginId);
    const m = await reloadMember(t.db, loginId);
    await t.db.delete(vipSavedCoins).where(eq(vipSavedCoins.memberId, m.id));
    await t.db.delete(plusMemberships).where(and(eq(plusMemberships.memberId, m.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'CHANGED')));
    await t.db
      .update(plusMemberships)
      .set({ subscriptionType: 'SUBSCRIPTION', startDate: addMonthsKst(start, -1), endDate: start })
      .where(and(eq(plusMemberships.memberId, m.id), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')));
    return m;
  };
  const kinds = async (memberId: number) => (await t.db.select().from(vipSavedCoins).where(eq(vipSavedCoins.memberId, memberId))).map((r) => `${r.kind} ${r.coin}`).sort();

  const renewed = await zplusDue('vip-renewal-due');
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, renewed, month(), hour)), 0n, 'waits for the renewal');
  assert.deepEqual(await kinds(renewed.id), []);
  assert.equal(await t.db.transaction(async (tx) => (await lockWallets(tx, [renewed.id]), renewDueSubscription(tx, t.config, renewed.id, hour))), 1);
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, renewed, month(), hour)), 18_000n);
  assert.deepEqual(await kinds(renewed.id), ['PAYMENT 9000', 'PAYMENT_BONUS 4500', 'PLUS_BONUS 4500']);

  // never renewed: once its grace is over the month is settled as it was held (no Plus)
  const lapsed = await zplusDue('vip-renewal-lapsed');
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, lapsed, month(), hour)), 0n);
  const afterGrace = new Date(start.getTime() + RENEWAL_GRACE_MS);
  assert.equal(await t.db.transaction((tx) => settleSavedCoins(tx, lapsed, month(), afterGrace)), 13_500n);
  assert.deepEqual(await kinds(lapsed.id), ['PAYMENT 9000', 'PAYMENT_BONUS 4500']);
});

test('the hourly settlement takes no wallet lock of a member who is not VIP or was settled: it passes a wallet a payment holds', { skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)' }, async () => {
  for (const loginId of ['member', 'vip-business']) {
    const m = await reloadMember(t.db, loginId);
    const held = await holdWallet(t.db, m.id);
    try {
      const settled = t.db.transaction((tx) => settleSavedCoins(tx, m, month()));
      const waited = await Promise.race([settled.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 2_000))]);
      assert.equal(waited, false, `${loginId}: waited for the held wallet`);
    } finally {
      await held.release();
    }
  }
});

test('power chief: status by games played, bonus once per VIP month with an Idempotency-Key', async () => {
  const p = await t.login('vip-premium');
  const s = (await p.get<PowerChief>('/api/vip/power-chief')).env.body!;
  // as seeded: 520 games last month (seed/vip.ts)
  assert.equal(s.status, 'ACTIVE');
  assert.equal(s.lastMonthGameCount, 520);
  assert.equal(s.bonusMoney, '5000000000');
  assert.equal(s.received, false);
  assert.equal(s.history.length, 1);
  assert.equal(s.history[0]!.gradeName, '퍼스트');
  assert.equal((await p.post('/api/vip/power-chief', {}, { noIdempotencyKey: true })).statusCode, 400); // no key
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, p.member!.id));
  const k = idempotencyKey('power-chief');
  const r = await p.post<PowerChiefClaimResult>('/api/vip/power-chief', { platform: 'PC' }, k);
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(BigInt(r.env.body!.balance), w0!.money + 5_000_000_000n);
  assert.deepEqual((await p.post<PowerChiefClaimResult>('/api/vip/power-chief', { platform: 'PC' }, k)).env.body, r.env.body);
  assert.equal(ruleCode(await p.post('/api/vip/power-chief', {}, idempotencyKey('power-chief-2'))), 'ERROR_ALREADY_RECEIVED');
  const [w1] = await t.db.select().from(wallets).where(eq(wallets.memberId, p.member!.id));
  assert.equal(w1!.money, w0!.money + 5_000_000_000n);
  const after = (await p.get<PowerChief>('/api/vip/power-chief')).env.body!;
  assert.equal(after.received, true);
  assert.equal(after.history.length, 2);

  const b = await t.login('vip-business');
  assert.equal((await b.get<PowerChief>('/api/vip/power-chief')).env.body!.status, 'NOT_ENOUGH_GAMES');
  const refused = await b.post('/api/vip/power-chief', {}, idempotencyKey('pc-b'));
  assert.equal(ruleCode(refused), 'ERROR_NOT_POWER_CHIEF');
  assert.match(refused.env.header.resultMessage, /300판 이상/);
  const m = await t.login('member');
  assert.equal((await m.get<PowerChief>('/api/vip/power-chief')).env.body!.status, 'NOT_VIP');
  assert.equal(ruleCode(await m.post('/api/vip/power-chief', {}, idempotencyKey('pc-m'))), 'ERROR_NOT_VIP');
  assert.equal((await (await t.login('partner')).get<PowerChief>('/api/vip/power-chief')).env.body!.status, 'CLOSED');
});

test('power chief bonus over the holding limit is refused under the power-chief title and nothing changes', async () => {
  // a copy of vip-premium (300+ games last month) whose bonus of this month is still to take
  await cloneMember(t.db, 'vip-premium', 'pc-over');
  const p = await reloadMember(t.db, 'pc-over');
  await t.db.delete(vipPowerChiefClaims).where(and(eq(vipPowerChiefClaims.memberId, p.id), eq(vipPowerChiefClaims.vipMonth, month())));
  await t.db.update(wallets).set({ money: 999_000_000_000n }).where(eq(wallets.memberId, p.id));
  const refused = await (await t.login('pc-over')).post('/api/vip/power-chief', { platform: 'PC' }, idempotencyKey('pc-over'));
  assert.equal(ruleCode(refused), 'ERROR_OVERMONEY');
  // titled like the claim's other refusals (the client showed 'VIP 혜택 받기 실패')
  assert.equal((refused.env.body as RuleErrorBody).title, '파워 치프 보너스 받기 실패');
  assert.match(refused.env.header.resultMessage, /보유 한도/);
  const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, p.id));
  assert.equal(w!.money, 999_000_000_000n);
  assert.equal((await t.db.select().from(vipPowerChiefClaims).where(and(eq(vipPowerChiefClaims.memberId, p.id), eq(vipPowerChiefClaims.vipMonth, month())))).length, 0);
});

test('power chief: the games of the Korean month before (300 or more), one month at a time; a month without a row is 0 games', async () => {
  // a copy of vip-business: 비즈니스 this month and next, 150 games last month (the copy has the games row too)
  await cloneMember(t.db, 'vip-business', 'pc-games');
  const b = await reloadMember(t.db, 'pc-games');
  const now = new Date();
  const thisMonth = month();
  const last = addMonths(thisMonth, -1);
  // a moment of next month (its 2nd, 12:00 Korea time)
  const nextMonth = new Date(monthRange(thisMonth).end.getTime() + 36 * 3_600_000);
  assert.equal(vipMonthOf(nextMonth), addMonths(thisMonth, 1));
  const status = async (at: Date) => {
    const s = await powerChief(t.db, b, at);
    return [s.status, s.lastMonthGameCount, s.bonusMoney];
  };
  const claim = (at: Date) => t.db.transaction((tx) => claimPowerChief(tx, b, 'MOBILE', undefined, at));
  const setGames = (m: string, games: number) =>
    t.db.insert(vipGameCounts).values({ memberId: b.id, month: m, games }).onConflictDoUpdate({ target: [vipGameCounts.memberId, vipGameCounts.month], set: { games } });

  assert.deepEqual(await status(now), ['NOT_ENOUGH_GAMES', 150, '0']);
  await setGames(last, 299);
  assert.deepEqual(await status(now), ['NOT_ENOUGH_GAMES', 299, '0']);
  await assert.rejects(claim(now), (e: { body?: RuleErrorBody }) => e.body?.code === 'ERROR_NOT_POWER_CHIEF' && e.body.title === '파워 치프 보너스 받기 실패');
  await setGames(last, 300);
  assert.deepEqual(await status(now), ['ACTIVE', 300, '2000000000']);
  assert.equal((await currentVipUser(t.db, b, now)).lastMonthGameCount, 300);
  // (the expectation's playedCount: last month's games, as before)
  assert.equal((await vipExpectation(t.db, b, false, now)).playedCount, 300);
  const r = await claim(now);
  assert.equal(r.money, '2000000000');
  await assert.rejects(claim(now), (e: { body?: RuleErrorBody }) => e.body?.code === 'ERROR_ALREADY_RECEIVED');
  const [row] = await t.db.select().from(vipPowerChiefClaims).where(and(eq(vipPowerChiefClaims.memberId, b.id), eq(vipPowerChiefClaims.vipMonth, thisMonth)));
  assert.deepEqual([row!.gameCount, row!.platform, row!.grade], [300, 'MOBILE', 'BUSINESS']);

  // next month: this month's games decide, and this month has no row yet — 0 games, no power chief
  // (the 300 of the month before no longer count)
  assert.deepEqual(await status(nextMonth), ['NOT_ENOUGH_GAMES', 0, '0']);
  await assert.rejects(claim(nextMonth), (e: { body?: RuleErrorBody }) => e.body?.code === 'ERROR_NOT_POWER_CHIEF');
  await setGames(thisMonth, 301);
  assert.deepEqual(await status(nextMonth), ['ACTIVE', 301, '2000000000']);
  assert.equal((await claim(nextMonth)).vipMonth, addMonths(thisMonth, 1)); // a new VIP month: a new bonus
  await assert.rejects(claim(nextMonth), (e: { body?: RuleErrorBody }) => e.body?.code === 'ERROR_ALREADY_RECEIVED');
  // and this month's stays taken once
  await assert.rejects(claim(now), (e: { body?: RuleErrorBody }) => e.body?.code === 'ERROR_ALREADY_RECEIVED');
});

test('VIP voice: VIP members write to the desk and read the answers; daily limit; bad input refused', async () => {
  const v = await t.login('vip');
  const list = (await v.get<VipVoicePage>('/api/vip/voices')).env.body!;
  assert.equal(list.totalElements, 2);
  assert.equal(list.dailyLimit, 3);
  const answered = list.content.find((x) => x.status === 'ANSWERED')!;
  assert.match(answered.answer!, /VIP 데스크/);
  const body = { category: 'BENEFIT', title: '쿠폰 사용 기간 문의', content: '딜러비 할인 쿠폰은 언제까지 쓸 수 있나요? 알려 주세요.' };
  const sent = await v.post<VipVoice>('/api/vip/voices', body, idempotencyKey('voice'));
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.env.body!.status, 'RECEIVED');
  assert.equal(sent.env.body!.answer, null);
  for (const bad of [
    { ...body, content: `내용에 널 문자\u0000가 들어 있습니다.` },
    { ...body, title: `제목\n줄바꿈` },
    { ...body, category: 'LOVE' },
    { ...body, content: 'x'.repeat(10_001) }, // past the storage cap
  ]) {
    assert.equal((await v.post('/api/vip/voices', bad)).statusCode, 400, JSON.stringify(bad).slice(0, 60));
  }
  // lengths in characters as seen, as the form counts them: an emoji is one (two UTF-16 units)
  for (const [bad, message] of [
    [{ ...body, title: 'a' }, '제목을 2자 이상 입력해 주세요.'],
    [{ ...body, title: '  a  ' }, '제목을 2자 이상 입력해 주세요.'],
    [{ ...body, title: '🎁' }, '제목을 2자 이상 입력해 주세요.'],
    [{ ...body, content: '짧음' }, '내용을 10자 이상 입력해 주세요.'],
    [{ ...body, content: 'x'.repeat(1001) }, '내용은 1,000자까지 입력할 수 있습니다. (지금 1,001자)'],
    [{ ...body, content: '👍'.repeat(1001) }, '내용은 1,000자까지 입력할 수 있습니다. (지금 1,001자)'],
  ] as const) {
    const refused = await v.post('/api/vip/voices', bad);
    assert.equal(ruleCode(refused), 'ERROR_INVALID_VOICE', JSON.stringify(bad).slice(0, 60));
    assert.equal(refused.env.header.resultMessage, message);
  }
  // characters as seen, however many code points each (QA: 50 family emojis were refused as '200자까지')
  const emoji = await v.post<VipVoice>('/api/vip/voices', { ...body, title: '👨‍👩‍👧'.repeat(50), content: '👍'.repeat(1000) }, idempotencyKey('voice-emoji'));
  assert.equal(emoji.statusCode, 200, emoji.body);
  assert.equal(emoji.env.body!.title, '👨‍👩‍👧'.repeat(50));
  assert.equal(emoji.env.body!.content, '👍'.repeat(1000));
  // today: 1 seeded (5 hours ago, may be yesterday in KST early mornings) + 1 sent
  const today = (await v.get<VipVoicePage>('/api/vip/voices')).env.body!.todayCount;
  for (let i = today; i < 3; i++) assert.equal((await v.post('/api/vip/voices', body)).statusCode, 200);
  const limit = await v.post('/api/vip/voices', body);
  assert.equal(ruleCode(limit), 'ERROR_VOICE_DAILY_LIMIT');
  assert.match(limit.env.header.resultMessage, /하루에 3건/);

  assert.equal((await (await t.login('vip-business')).get<VipVoicePage>('/api/vip/voices')).env.body!.totalElements, 0);
  assert.equal(ruleCode(await (await t.login('member')).post('/api/vip/voices', body)), 'ERROR_NOT_VIP');
  assert.equal(ruleCode(await (await t.login('partner')).post('/api/vip/voices', body)), 'ERROR_VIP_NOT_OPENED');
  assert.equal((await (await t.guest()).get('/api/vip/voices')).statusCode, 401);
});
