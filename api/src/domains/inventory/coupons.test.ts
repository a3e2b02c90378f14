import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { Coupon, CouponUseResult, Page, VipBenefitClaimResult, VipBenefitDetail } from '@hanpan/contracts';
import { coupons, type MemberRow } from '../../db/schema/index.js';
import { createTestApp, ruleCode, type Agent, type TestApp } from '../../test/harness.js';
import { monthRange, vipMonthOf } from '../vip/grades.js';

describe('using a coupon from the coupon box (POST /api/coupons/{id}/use)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const DAY = 86_400_000;
  const couponOf = async (a: Agent, benefit: string) =>
    (await t.db.select().from(coupons).where(and(eq(coupons.memberId, a.member!.id), eq(coupons.benefit, benefit))))[0]!;
  const give = async (member: MemberRow, benefit: string, name: string, expiresAt = new Date(Date.now() + 7 * DAY)) =>
    (await t.db.insert(coupons).values({ memberId: member.id, category: benefit.startsWith('VIP') ? 'vip' : 'pokerTotal', name, description: name, benefit, expiresAt }).returning())[0]!;
  const use = (a: Agent, id: number, key?: string) => a.post<CouponUseResult>(`/api/coupons/${id}/use`, {}, key ? { headers: { 'idempotency-key': key } } : undefined);

  it('a day-long game coupon is turned on for 24 hours, once; another of its kind waits until it ends', async () => {
    const a = await t.login('member');
    const fee = await couponOf(a, 'DEALER_FEE_50');
    const r = await use(a, fee.id, 'coupon-use-fee-1');
    assert.equal(r.statusCode, 200, r.env.header.resultMessage);
    const c = r.env.body!.coupon;
    assert.equal(c.usable, false);
    assert.equal(c.usePlace, 'GAME');
    assert.equal(new Date(c.effectUntil!).getTime() - new Date(c.usedAt!).getTime(), DAY);
    assert.match(r.env.header.resultMessage, /^딜러비 50% 할인 쿠폰이 .+까지 게임에 적용됩니다\.$/);
    // the box shows it used, with its effect
    const box = (await a.get<Page<Coupon>>('/api/coupons?size=10')).env.body!.content.find((x) => x.id === fee.id)!;
    assert.equal(box.usedAt, c.usedAt);
    assert.equal(box.effectUntil, c.effectUntil);
    // a double click answers the same; a second use is refused
    assert.deepEqual((await use(a, fee.id, 'coupon-use-fee-1')).env.body, r.env.body);
    const again = await use(a, fee.id);
    assert.equal(ruleCode(again), 'ERROR_COUPON_USED');
    assert.match(again.env.header.resultMessage, /이미 사용한 쿠폰입니다/);
    const second = await give(a.member!, 'DEALER_FEE_50', '딜러비 50% 할인 쿠폰');
    // the box says so before 사용하기, in the same words (QA: it showed '사용 가능'); nothing is written by the read
    const boxed = (await a.get<Page<Coupon>>('/api/coupons?size=10')).env.body!.content;
    assert.match(boxed.find((x) => x.id === second.id)!.notUsableNow ?? '', /^같은 쿠폰이 .+까지 적용 중입니다\. 그 뒤에 사용해 주세요\.$/);
    assert.ok(boxed.filter((x) => x.id !== second.id && x.usable).every((x) => x.notUsableNow === null));
    const waits = await use(a, second.id);
    assert.equal(ruleCode(waits), 'ERROR_COUPON_IN_EFFECT');
    assert.match(waits.env.header.resultMessage, /까지 적용 중입니다/);
    assert.equal((await t.db.select().from(coupons).where(eq(coupons.id, second.id)))[0]!.usedAt, null);
    // another rate of the same discount (a VIP 30%) waits too: one dealer-fee discount at a time (QA: 50% and 30% ran together)
    const vip30 = await give(a.member!, 'DEALER_FEE_30', 'VIP 딜러비 30% 할인 쿠폰');
    const other = await use(a, vip30.id);
    assert.equal(ruleCode(other), 'ERROR_COUPON_IN_EFFECT');
    assert.match(other.env.header.resultMessage, /^딜러비 50% 할인 쿠폰이 .+까지 적용 중입니다\. 할인은 한 번에 하나만 적용되니 그 뒤에 사용해 주세요\.$/);
    const page = (await a.get<Page<Coupon>>('/api/coupons?size=3')).env.body!.content;
    const listed = (await a.get<Page<Coupon>>('/api/coupons?size=10')).env.body!.content.find((x) => x.id === vip30.id)!;
    assert.equal(listed.notUsableNow, other.env.header.resultMessage);
    // the one in effect leads the box's first page (QA: it was on page 2 behind three that wait for it)
    assert.equal(page[0]!.id, fee.id);
    assert.deepEqual(page.slice(1).map((x) => x.usable), [true, true]);
    // a kind of no group (the hoola double) is not held back by it
    const hoola = await give(a.member!, 'HOOLA_DOUBLE', '훌라 땡값 2배 쿠폰');
    assert.equal((await use(a, hoola.id)).statusCode, 200);
  });

  it('a counted game coupon has no end time; it says the game applies it', async () => {
    const a = await t.login('friend-a');
    const guard = await couponOf(a, 'RATING_GUARD_5');
    const r = await use(a, guard.id);
    assert.equal(r.statusCode, 200, r.env.header.resultMessage);
    assert.equal(r.env.body!.coupon.effectUntil, null);
    assert.equal(r.env.header.resultMessage, '레이팅 보호 쿠폰을 사용했습니다. 다음 게임부터 적용됩니다.');
    // the box lists the ones still to use first, then the used and the expired
    const box = (await a.get<Page<Coupon>>('/api/coupons?size=10')).env.body!.content;
    assert.deepEqual(box.map((c) => c.usable), [true, true, false, false]);
    assert.equal(box[2]!.id, guard.id);
  });

  it('refusals: expired, another member\'s, used elsewhere, bad id, guest, no CSRF — nothing written', async () => {
    const a = await t.login('friend-b');
    const expired = await couponOf(a, 'EXPIRED');
    assert.equal(ruleCode(await use(a, expired.id)), 'ERROR_COUPON_EXPIRED');
    const foreign = await couponOf(await t.login('member'), 'HOOLA_DOUBLE');
    assert.equal((await use(a, foreign.id)).statusCode, 404);
    // the window that takes each comes with it (the shell knows no area's pages)
    const box = [...(await a.get<Page<Coupon>>('/api/coupons?size=10')).env.body!.content, ...(await a.get<Coupon[]>('/api/coupons/membership')).env.body!];
    assert.equal(box.find((c) => c.benefit === 'FREE_CHARGE_PLUS_1')!.useUrl, '/popup/charge');
    const first30 = box.find((c) => c.benefit === 'PLUS_FIRST_30')!;
    assert.equal(first30.useUrl, `/popup/plus/join?coupon=${first30.id}`);
    assert.equal(box.find((c) => c.benefit === 'DEALER_FEE_50')!.useUrl, null);
    assert.equal(box.find((c) => c.benefit === 'EXPIRED')!.useUrl, null);
    for (const benefit of ['FREE_CHARGE_PLUS_1', 'PLUS_FIRST_30']) {
      const elsewhere = await use(a, (await couponOf(a, benefit)).id);
      assert.equal(ruleCode(elsewhere), 'ERROR_COUPON_NOT_HERE');
      assert.match(elsewhere.env.header.resultMessage, /여기에서 사용할 수 없습니다/);
    }
    assert.equal((await a.post('/api/coupons/abc/use', {})).statusCode, 400);
    assert.equal((await a.post('/api/coupons/999999/use', {})).statusCode, 404);
    const game = await couponOf(a, 'SUDDA_FREE_ENTRY_3');
    assert.equal((await (await t.guest()).post(`/api/coupons/${game.id}/use`, {})).statusCode, 401);
    assert.equal((await a.post(`/api/coupons/${game.id}/use`, {}, { noCsrf: true })).statusCode, 403);
    const untouched = await t.db.select().from(coupons).where(eq(coupons.memberId, a.member!.id));
    assert.ok(untouched.every((c) => c.usedAt === null));
  });

  it('two coupons of one kind used at once (two tabs): one is turned on', async () => {
    const a = await t.login('restricted');
    const first = await couponOf(a, 'DEALER_FEE_50');
    const second = await give(a.member!, 'DEALER_FEE_50', '딜러비 50% 할인 쿠폰');
    const rs = await Promise.all([use(a, first.id), use(a, second.id)]);
    assert.deepEqual(rs.map((r) => r.statusCode).sort(), [200, 422]);
    const used = (await t.db.select().from(coupons).where(and(eq(coupons.memberId, a.member!.id), eq(coupons.benefit, 'DEALER_FEE_50')))).filter((c) => c.usedAt);
    assert.equal(used.length, 1);
  });

  it('a VIP 등급 상향권 raises this month\'s benefits still to receive one grade, once a month', async () => {
    const v = await t.login('vip-business');
    const detail = async (type: string) => (await v.get<VipBenefitDetail>(`/api/vip/benefits/${type}`)).env.body!;
    assert.equal((await detail('hancoin')).amount, '2000');
    // the page can say the ticket comes first (QA: claimed in the list's order it raised nothing)
    assert.equal((await detail('hancoin')).gradeUpTicket, 'to-claim');
    assert.equal((await detail('grade-up')).gradeUpTicket, null);
    // no body: the platform is PC (QA: a POST without one was refused with 400)
    assert.equal((await v.post<VipBenefitClaimResult>('/api/vip/benefits/grade-up')).statusCode, 200);
    assert.equal((await detail('coupon')).gradeUpTicket, 'to-use');
    const ticket = await couponOf(v, 'VIP_GRADE_UP');
    assert.equal(ticket.category, 'vip');
    // the hancoin is received before the raise: only the coupon benefit is left to raise
    assert.equal((await v.post('/api/vip/benefits/hancoin', {}, { headers: { 'idempotency-key': 'vip-hancoin-before-raise' } })).statusCode, 200);
    const r = await use(v, ticket.id);
    assert.equal(r.statusCode, 200, r.env.header.resultMessage);
    assert.equal(r.env.body!.coupon.usePlace, 'VIP');
    assert.match(r.env.header.resultMessage, /VIP 딜러비 할인 쿠폰\)을 퍼스트 등급으로/);
    assert.equal((await detail('coupon')).amount, '3'); // 퍼스트's, not 비즈니스's 2
    assert.equal((await detail('coupon')).gradeUpTicket, null); // raised already
    assert.equal((await detail('hancoin')).amount, '2000'); // received before: as received
    assert.equal((await detail('hancoin')).gradeUpTicket, null);
    const claim = await v.post<VipBenefitClaimResult>('/api/vip/benefits/coupon', {});
    assert.equal(claim.env.body!.amount, '3');
    const { start, end } = monthRange(vipMonthOf(new Date()));
    assert.equal((await t.db.select().from(coupons).where(and(eq(coupons.memberId, v.member!.id), eq(coupons.benefit, 'DEALER_FEE_30')))).filter((c) => c.createdAt >= start && c.createdAt < end).length, 3);
    // a second ticket this month has nothing to raise twice
    const another = await give(v.member!, 'VIP_GRADE_UP', 'VIP 등급 상향권');
    assert.equal(ruleCode(await use(v, another.id)), 'ERROR_ALREADY_RAISED');
  });

  it('a 등급 상향권 is refused to a non-VIP, the top grade, and when every benefit is received', async () => {
    const plain = await t.login('beginner');
    assert.equal(ruleCode(await use(plain, (await give(plain.member!, 'VIP_GRADE_UP', 'VIP 등급 상향권')).id)), 'ERROR_NOT_VIP');
    const top = await t.login('vip-premium');
    assert.equal((await top.get<VipBenefitDetail>('/api/vip/benefits/coupon')).env.body!.gradeUpTicket, null); // no grade above
    assert.equal(ruleCode(await use(top, (await give(top.member!, 'VIP_GRADE_UP', 'VIP 등급 상향권')).id)), 'ERROR_NOT_AVAILABLE');
    const v = await t.login('vip');
    for (const type of ['coupon', 'hancoin']) {
      assert.equal((await v.post(`/api/vip/benefits/${type}`, {}, { headers: { 'idempotency-key': `vip-all-${type}` } })).statusCode, 200);
    }
    const ticket = await give(v.member!, 'VIP_GRADE_UP', 'VIP 등급 상향권');
    const inBox = (await v.get<Page<Coupon>>('/api/coupons?category=vip&size=10')).env.body!.content.find((c) => c.id === ticket.id)!;
    assert.equal(inBox.usable, true);
    assert.equal(inBox.notUsableNow, '이번 달 VIP 혜택(딜러비 할인 쿠폰, 한코인)을 모두 받아 상향권으로 올릴 혜택이 없습니다.');
    assert.equal(ruleCode(await use(v, ticket.id)), 'ERROR_NOTHING_TO_RAISE');
    assert.equal((await t.db.select().from(coupons).where(eq(coupons.id, ticket.id)))[0]!.usedAt, null);
  });
});
