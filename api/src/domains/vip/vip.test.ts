import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq } from 'drizzle-orm';
import type {
  AchievableGrade, AvatarMark, FirstAchievement, ReloadableState, RuleErrorBody, VipBenefit, VipBenefitClaimResult, VipBenefitDetail, VipExpectation, VipGrades,
} from '@hanpan/contracts';
import { idempotencyKey, ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { coupons, ledger, members, payments, spendingLimits, vipBenefitClaims, vipMembers, vipSavedCoins, wallets } from '../../db/schema/index.js';
import { addMonths, gradeFor, monthRange, vipMonthOf } from './grades.js';
import { kstDaysBetween, kstStartOfNextMonth } from '../../lib/time.js';
import { retentionMonths } from './service.js';
import { cloneMember } from '../../e2e/cloneMember.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const month = () => vipMonthOf(new Date());

test('grade table is public: thresholds and what each grade gives', async () => {
  const r = await (await t.guest()).get<VipGrades>('/api/vip/grades');
  assert.equal(r.statusCode, 200, r.body);
  const g = r.env.body!.grades;
  assert.deepEqual(g.map((x) => [x.grade, x.name, x.threshold]), [
    ['NONE', '일반 회원', '0'], ['MINIMUM', '미니멈', '700000'], ['BUSINESS', '비즈니스', '1050000'], ['FIRST', '퍼스트', '1700000'], ['PREMIUM', '프리미엄', '2050000'],
  ]);
  assert.deepEqual(g.map((x) => x.hancoin), ['0', '1000', '2000', '3000', '5000']);
  assert.equal(g[4]!.gradeUp, 0); // the top grade has no grade-up
  assert.equal(g[4]!.savedCoinPerMille, 30);
  assert.equal(r.env.body!.countingMonths, 3);
});

test('expectation: current grade from the last three months, expected grade from the period that includes this month', async () => {
  const v = await t.login('vip');
  const r = await v.get<VipExpectation>('/api/vip/grades/expectation');
  assert.equal(r.statusCode, 200, r.body);
  const e = r.env.body!;
  assert.equal(e.currentGrade, 'MINIMUM');
  assert.equal(e.currentGradeName, '미니멈');
  assert.equal(e.isVip, true);
  assert.equal(e.paymentAmount, '1300000'); // 100,000 two months ago + 850,000 last month + 350,000 this month (seed/vip.ts)
  assert.equal(e.thisMonthPaymentAmount, '350000');
  assert.equal(e.expectedVipGrade, 'BUSINESS');
  assert.equal(e.expectedVipMonth, addMonths(month(), 1));
  assert.equal(e.nextGrade, 'FIRST');
  assert.equal(e.targetGrade, 'FIRST');
  assert.equal(e.remainPaymentAmount, '400000');
  assert.equal(e.progressStatus, 77);
  assert.equal(e.playedCount, 412);
  assert.match(e.basisPeriod, /^\d{4}\.\d{2}\.01 ~ \d{4}\.\d{2}\.\d{2}$/);
  const ext = (await v.get<VipExpectation>('/api/vip/grades/expectation?isExtendedTarget=true')).env.body!;
  assert.equal(ext.isExtendedTarget, true);
  assert.equal(ext.targetGrade, 'PREMIUM');
  assert.equal(ext.remainPaymentAmount, '750000');
  assert.equal(ext.progressStatus, 64);
  assert.equal((await v.get('/api/vip/grades/expectation?isExtendedTarget=maybe')).statusCode, 400);

  const p = (await (await t.login('vip-premium')).get<VipExpectation>('/api/vip/grades/expectation')).env.body!;
  assert.equal(p.currentGrade, 'PREMIUM');
  assert.equal(p.expectedVipGrade, 'FIRST');
  assert.equal(p.remainPaymentAmount, '50000');
  assert.equal(p.progressStatus, 98);
  const m = (await (await t.login('member')).get<VipExpectation>('/api/vip/grades/expectation')).env.body!;
  assert.equal(m.currentGrade, 'NONE');
  assert.equal(m.currentGradeName, '일반 회원');
  assert.equal(m.remainPaymentAmount, '700000');
  assert.equal((await (await t.guest()).get('/api/vip/grades/expectation')).statusCode, 401);
});

test('achievable grade: within this month\'s purchase limit (PAYMENT) or without it (ALL)', async () => {
  const v = await t.login('vip'); // own monthly limit 800,000 (350,000 used), no daily limit
  const p = (await v.get<AchievableGrade>('/api/vip/grades/achievable-grade?category=PAYMENT')).env.body!;
  assert.equal(p.remainingLimit, '450000');
  assert.equal(p.maximumAchievableGrade, gradeFor(1_300_000n + BigInt(p.remainingLimit!))); // 1,300,000 paid in the counting months
  assert.equal(p.maximumAchievableGrade, 'FIRST');
  // a daily limit caps what the rest of the month allows: today's and each later day's (on the last day, today's only)
  const f = await t.login('friend-b');
  await t.db.delete(payments).where(eq(payments.memberId, f.member!.id));
  await t.db.insert(spendingLimits).values({ memberId: f.member!.id, monthLimit: 1_000_000n, dayLimit: 10_000n });
  const capped = (await f.get<AchievableGrade>('/api/vip/grades/achievable-grade?category=PAYMENT')).env.body!;
  assert.equal(capped.remainingLimit, String(10_000 * kstDaysBetween(new Date(), kstStartOfNextMonth())));
  const all = (await v.get<AchievableGrade>('/api/vip/grades/achievable-grade?category=ALL')).env.body!;
  assert.equal(all.maximumAchievableGrade, 'PREMIUM');
  assert.equal(all.remainingLimit, null);
  assert.equal((await v.get('/api/vip/grades/achievable-grade?category=X')).statusCode, 400);
});

test('benefits: grades, last month\'s VIP user, saved coin and this month\'s claims', async () => {
  const p = (await (await t.login('vip-premium')).get<VipBenefit>('/api/vip/benefits')).env.body!;
  assert.equal(p.isOpenedVip, true);
  assert.equal(p.currentVipUser.grade, 'PREMIUM');
  assert.equal(p.currentVipUser.gradeName, '프리미엄');
  assert.equal(p.currentVipUser.totalPaymentAmount, '2200000');
  assert.equal(p.currentVipUser.lastMonthPaymentAmount, '900000');
  assert.equal(p.currentVipUser.basicSavedCoin, '22000');
  assert.equal(p.currentVipUser.additionalSavedCoin, '44000');
  assert.equal(p.currentVipUser.avatarMarkCode, 'VIP_PREMIUM');
  assert.equal(p.lastVipUser?.grade, 'FIRST');
  assert.equal(p.lastVipUser?.vipMonth, addMonths(month(), -1));
  assert.equal(p.monthSavedCoin, '66000');
  assert.equal(p.savedCoin, '136000'); // its three VIP months: 22,000 (October, 비즈니스) + 48,000 + 66,000
  assert.deepEqual(p.receivedBenefits.map((b) => [b.type, b.platform, b.amount]), [['coupon', 'MOBILE', '5']]);
  const v = (await (await t.login('vip')).get<VipBenefit>('/api/vip/benefits')).env.body!;
  assert.equal(v.lastVipUser, null);
  assert.equal(v.currentVipUser.grade, 'MINIMUM');
  const partner = (await (await t.login('partner')).get<VipBenefit>('/api/vip/benefits')).env.body!;
  assert.equal(partner.isOpenedVip, false);
});

test('months in a row as VIP agree with last month\'s grade and the first VIP month (/vip, /vip/home, /vip/lounge)', async () => {
  const state = async (loginId: string) => {
    const a = await t.login(loginId);
    const b = (await a.get<VipBenefit>('/api/vip/benefits')).env.body!;
    const first = (await a.get<FirstAchievement>('/api/vip/first-achievement')).env.body!;
    const reloadable = (await a.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!.vipUser as { retentionMonth: number };
    assert.equal(reloadable.retentionMonth, b.currentVipUser.retentionMonth, loginId);
    return { b, first };
  };
  // vip: VIP since this month — last month 일반 회원, 1 month in a row, first VIP month this month
  const v = await state('vip');
  assert.equal(v.b.lastVipUser, null);
  assert.equal(v.b.currentVipUser.retentionMonth, 1);
  assert.equal(v.first.firstVipMonth, month());
  // vip-premium: 비즈니스, 퍼스트, 프리미엄 in the last three months (three months before: 500,000원 only)
  const p = await state('vip-premium');
  assert.equal(p.b.currentVipUser.retentionMonth, 3);
  assert.equal(p.b.lastVipUser?.retentionMonth, 2);
  const b = await state('vip-business');
  assert.equal(b.b.lastVipUser, null);
  assert.equal(b.b.currentVipUser.retentionMonth, 1);
  assert.equal((await state('member')).b.currentVipUser.retentionMonth, 0);
  for (const { b: x } of [v, p, b]) {
    // in a row means last month counted too; without a VIP last month the run starts this month
    if (x.lastVipUser) assert.equal(x.currentVipUser.retentionMonth, x.lastVipUser.retentionMonth + 1);
    else assert.equal(x.currentVipUser.retentionMonth, 1);
  }
});

test('months in a row stop at the first month that was not VIP', async () => {
  const [m] = await t.db.select().from(members).where(eq(members.loginId, 'friend-a'));
  const pay = (id: number, delta: number, amount: bigint) =>
    t.db.insert(payments).values({ orderId: -9000 - id, memberId: m!.id, kind: 'shop', amount, createdAt: new Date(monthRange(addMonths(month(), delta)).start.getTime() + 86_400_000) });
  assert.equal(await retentionMonths(t.db, m!.id, month()), 0);
  await pay(1, -6, 800_000n); // VIP months -5, -4, -3; -2 and -1 are not
  assert.equal(await retentionMonths(t.db, m!.id, addMonths(month(), -3)), 3);
  assert.equal(await retentionMonths(t.db, m!.id, addMonths(month(), -1)), 0);
  await pay(2, -1, 700_000n); // VIP again this month: a new run of one
  assert.equal(await retentionMonths(t.db, m!.id, month()), 1);
});

test('hancoin claim: Idempotency-Key required, once per VIP month, ledger row, replay changes nothing', async () => {
  const b = await t.login('vip-business');
  const id = b.member!.id;
  const d = (await b.get<VipBenefitDetail>('/api/vip/benefits/hancoin')).env.body!;
  assert.equal(d.available, true);
  assert.equal(d.amount, '2000');
  assert.equal(d.amountText, '한코인 2,000개');
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));

  const noKey = await b.post('/api/vip/benefits/hancoin', { platform: 'MOBILE' }, { noIdempotencyKey: true });
  assert.equal(noKey.statusCode, 400);
  assert.match(noKey.env.header.resultMessage, /Idempotency-Key/);

  const k = idempotencyKey('vip-hancoin');
  const r = await b.post<VipBenefitClaimResult>('/api/vip/benefits/hancoin', { platform: 'MOBILE' }, k);
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(BigInt(r.env.body!.hancoin), w0!.hancoin + 2000n);
  assert.equal(r.env.body!.platform, 'MOBILE');
  const replay = await b.post<VipBenefitClaimResult>('/api/vip/benefits/hancoin', { platform: 'MOBILE' }, k);
  assert.equal(replay.statusCode, 200);
  assert.deepEqual(replay.env.body, r.env.body);

  const again = await b.post('/api/vip/benefits/hancoin', { platform: 'PC' }, idempotencyKey('vip-hancoin-2'));
  assert.equal(again.statusCode, 422);
  assert.equal(ruleCode(again), 'ERROR_ALREADY_RECEIVED');
  assert.match(again.env.header.resultMessage, /이미 받았습니다/);
  assert.equal((again.env.body as RuleErrorBody).title, 'VIP 혜택 받기 실패');

  const [w1] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));
  assert.equal(w1!.hancoin, w0!.hancoin + 2000n, 'paid once');
  const rows = await t.db.select().from(ledger).where(and(eq(ledger.memberId, id), eq(ledger.reason, 'VIP_BENEFIT_HANCOIN')));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.amount, 2000n);
  assert.equal(rows[0]!.idempotencyKey, k.headers['idempotency-key']);
  const coins = await t.db.select().from(vipSavedCoins).where(and(eq(vipSavedCoins.memberId, id), eq(vipSavedCoins.kind, 'BENEFIT_HANCOIN')));
  assert.equal(coins.length, 1);

  const after = (await b.get<VipBenefitDetail>('/api/vip/benefits/hancoin')).env.body!;
  assert.equal(after.received, true);
  assert.equal(after.available, false);
  assert.equal(after.platform, 'MOBILE');
  assert.ok(after.receivedAt);
});

test('two claims at the same moment: one is paid, the other refused', async () => {
  const z = await t.login('zplus');
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.member!.id));
  const [a, b] = await Promise.all([
    z.post('/api/vip/benefits/hancoin', {}, idempotencyKey('race-a')),
    z.post('/api/vip/benefits/hancoin', {}, idempotencyKey('race-b')),
  ]);
  assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 422]);
  const [w1] = await t.db.select().from(wallets).where(eq(wallets.memberId, z.member!.id));
  assert.equal(w1!.hancoin, w0!.hancoin + 1000n);
});

test('coupon and grade-up claims; refusals with their codes', async () => {
  const v = await t.login('vip');
  const before = (await t.db.select({ n: count() }).from(coupons).where(eq(coupons.memberId, v.member!.id)))[0]!.n;
  const c = await v.post<VipBenefitClaimResult>('/api/vip/benefits/coupon');
  assert.equal(c.statusCode, 200, c.body);
  assert.equal(c.env.body!.platform, 'PC'); // default platform
  assert.equal(c.env.body!.amountText, '딜러비 할인 쿠폰 1장');
  assert.equal((await v.post('/api/vip/benefits/grade-up', { platform: 'PC' })).statusCode, 200);
  const afterCount = (await t.db.select({ n: count() }).from(coupons).where(eq(coupons.memberId, v.member!.id)))[0]!.n;
  assert.equal(afterCount - before, 2);
  assert.equal(ruleCode(await v.post('/api/vip/benefits/coupon', { platform: 'MOBILE' })), 'ERROR_ALREADY_RECEIVED');

  const p = await t.login('vip-premium');
  assert.equal(ruleCode(await p.post('/api/vip/benefits/coupon', {})), 'ERROR_ALREADY_RECEIVED'); // claimed on mobile (seed)
  assert.equal(ruleCode(await p.post('/api/vip/benefits/grade-up', {})), 'ERROR_NOT_AVAILABLE'); // top grade

  const m = await t.login('member');
  const nv = await m.post('/api/vip/benefits/hancoin', {}, idempotencyKey('member-hancoin'));
  assert.equal(ruleCode(nv), 'ERROR_NOT_VIP');
  assert.match(nv.env.header.resultMessage, /VIP 회원만 받을 수 있는 혜택입니다\. 최근 3개월 결제 금액이 700,000원 이상이면 다음 달 1일부터 VIP 회원이 됩니다\./);
  assert.equal(ruleCode(await (await t.login('partner')).post('/api/vip/benefits/coupon', {})), 'ERROR_VIP_NOT_OPENED');
  assert.equal((await (await t.guest()).post('/api/vip/benefits/hancoin', {})).statusCode, 401);
  assert.equal((await v.post('/api/vip/benefits/gold', {})).statusCode, 400);
  assert.equal((await v.post('/api/vip/benefits/hancoin', { platform: 'TV' }, idempotencyKey('bad'))).statusCode, 400);
  assert.equal((await v.post('/api/vip/benefits/coupon', {}, { noCsrf: true })).statusCode, 403);
});

test('the grade-up ticket says so when the coupon and the hancoin of the month were both received (nothing left for it to raise — QA)', async () => {
  await cloneMember(t.db, 'vip-business', 'vipnoraise');
  const b = await t.login('vipnoraise');
  // (the account's benefits this month may have been received by the tests above: none, to start)
  await t.db.delete(vipBenefitClaims).where(eq(vipBenefitClaims.memberId, b.member!.id));
  await t.db.delete(vipSavedCoins).where(and(eq(vipSavedCoins.memberId, b.member!.id), eq(vipSavedCoins.kind, 'BENEFIT_HANCOIN')));
  const description = async () => (await b.get<VipBenefitDetail>('/api/vip/benefits/grade-up')).env.body!.description;
  assert.doesNotMatch(await description(), /올릴 혜택이 없습니다/);
  assert.equal((await b.post('/api/vip/benefits/coupon', {})).statusCode, 200);
  assert.doesNotMatch(await description(), /올릴 혜택이 없습니다/, 'the hancoin is still to receive');
  assert.equal((await b.post('/api/vip/benefits/hancoin', {}, idempotencyKey('noraise-hancoin'))).statusCode, 200);
  assert.match(await description(), /이번 달 딜러비 할인 쿠폰과 한코인은 이미 모두 받아, 지금 받는 상향권으로 올릴 혜택이 없습니다\.$/);
});

test('first achievement is read, never written', async () => {
  const rowsBefore = (await t.db.select({ n: count() }).from(vipMembers))[0]!.n;
  const v = (await (await t.login('vip')).get<FirstAchievement>('/api/vip/first-achievement')).env.body!;
  assert.deepEqual(v, { achieved: true, firstVipMonth: month(), firstGrade: 'MINIMUM' });
  // zplus has no stored month: derived from the payments (900,000 in the last three months → VIP this month;
  // the months before counted its Plus payments only: never VIP before)
  const z = (await (await t.login('zplus')).get<FirstAchievement>('/api/vip/first-achievement')).env.body!;
  assert.deepEqual(z, { achieved: true, firstVipMonth: month(), firstGrade: 'MINIMUM' });
  const m = (await (await t.login('member')).get<FirstAchievement>('/api/vip/first-achievement')).env.body!;
  assert.equal(m.achieved, false);
  assert.equal((await t.db.select({ n: count() }).from(vipMembers))[0]!.n, rowsBefore);
  assert.equal((await (await t.login('partner')).get<{ isOpenedVip: boolean }>('/api/vip/opened')).env.body!.isOpenedVip, false);
});

test('avatar mark: put on (POST), refused above the grade, taken off (PUT); the member state follows', async () => {
  const v = await t.login('vip');
  const s = (await v.get<AvatarMark>('/api/vip/benefits/avatar-mark')).env.body!;
  assert.deepEqual(s.available, ['VIP_MINIMUM']);
  assert.equal(s.marks.length, 4);
  assert.equal(s.marks.find((x) => x.code === 'VIP_FIRST')!.available, false);

  const on = await v.post<AvatarMark>('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' });
  assert.equal(on.statusCode, 200, on.body);
  assert.equal(on.env.body!.worn, true);
  assert.equal(on.env.header.resultMessage, '아바타 마크를 착용했습니다.');
  const state = (await v.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!;
  assert.equal((state.vipUser as { avatarMarkCode: string }).avatarMarkCode, 'VIP_MINIMUM');

  const refused = await v.post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_PREMIUM' });
  assert.equal(refused.statusCode, 422);
  assert.equal(ruleCode(refused), 'ERROR_MARK_NOT_AVAILABLE');
  assert.equal(refused.env.header.resultMessage, '프리미엄 VIP 마크는 프리미엄 등급 이상만 착용할 수 있습니다.');
  assert.equal((await v.post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'bad mark!' })).statusCode, 400);

  const off = await v.put<AvatarMark>('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' });
  assert.equal(off.env.body!.worn, false);
  assert.equal(off.env.body!.avatarMarkCode, null);
  assert.equal(((await v.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!.vipUser as { avatarMarkCode: unknown }).avatarMarkCode, null);
  // taken off already (another PC): said so, with where it may have gone
  const again = await v.put('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' });
  assert.equal(ruleCode(again), 'ERROR_MARK_NOT_WORN');
  assert.match(again.env.header.resultMessage, /다른 화면에서 해제했거나/);
  assert.equal(ruleCode(await (await t.login('member')).post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' })), 'ERROR_NOT_VIP');
  assert.equal(ruleCode(await (await t.login('partner')).post('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_MINIMUM' })), 'ERROR_VIP_NOT_OPENED');
  // a premium member may wear a lower grade's mark
  const p = await t.login('vip-premium');
  assert.equal((await p.post<AvatarMark>('/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_BUSINESS' })).env.body!.avatarMarkCode, 'VIP_BUSINESS');
});
