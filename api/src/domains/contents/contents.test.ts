import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GlobalBanners, GlobalMembership, GlobalShop, GlobalState, MainContents, MobilePersonalState, PersonalZone, ReloadableState } from '@hanpan/contracts';
import { eq } from 'drizzle-orm';
import { faqArticles, faqCategories, members } from '../../db/schema/index.js';
import { kstDay } from '../../lib/time.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('contents', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('banners differ by publisher (partner has no Plus or VIP banner)', async () => {
    const g = await t.guest();
    const own = await g.get<GlobalBanners>('/api/contents/global/banner');
    assert.equal(own.statusCode, 200);
    assert.ok(own.env.body!.lnb.length >= 2);
    assert.equal(own.env.body!.subTitle.plus.length, 1);
    assert.deepEqual(own.env.body!.doubleDay[0]!.extraDataToMap, { popupOptions: { width: 550, height: 825, scrollbars: 'no' } });
    const p = await (await t.guest({ host: 'partner.localhost' })).get<GlobalBanners>('/api/contents/global/banner');
    assert.equal(p.env.body!.subTitle.plus.length, 0);
    assert.equal(own.env.body!.subTitle.vip.length, 1);
    assert.equal(p.env.body!.subTitle.vip.length, 0);
    assert.match(p.env.body!.lnb[0]!.title, /^\[제휴 전용\] /);
  });

  it('global shop groups by category with BEST and mini-games', async () => {
    const r = await (await t.guest()).get<GlobalShop>('/api/contents/global/shop');
    const shops = r.env.body!.shops;
    assert.ok(shops.BEST!.length > 0 && shops.BEST!.every((p) => p.best));
    const mini = shops.MINIGAME!.map((p) => p.code);
    for (const c of ['C1472', 'C1212', 'C1165', 'C1431', 'C1432', 'C1433', 'C703']) assert.ok(mini.includes(c), c);
    assert.equal(typeof shops.AVATAR![0]!.price, 'string');
    assert.equal(r.env.body!.subStore.SEASON![0]!.code, 'A1006');
  });

  it('global membership: main by code, options by group, items; mobile variant is smaller', async () => {
    const g = await t.guest();
    const r = await g.get<GlobalMembership>('/api/contents/global/membership');
    const b = r.env.body!;
    assert.deepEqual(Object.keys(b.main).sort(), ['PM0004', 'PM0005', 'PM0006', 'PM0007', 'PM1004']);
    assert.equal(b.main.PM0007!.tier, 'Z');
    assert.deepEqual(b.option.PET!.map((o) => o.code), ['PO0021', 'PO0022', 'PO0023', 'PO0029']);
    assert.equal(b.option.OTL![0]!.optionKey, 'otl');
    assert.equal(b.option.LUCKY_FLIP![0]!.serviceCode, 'LUCKY_FLIP');
    assert.deepEqual(b.item.map((i) => i.code), ['PI0001', 'PI0002']);
    const m = await g.get<GlobalMembership>('/api/contents/global/mobile-membership');
    assert.equal(m.env.body!.option.DISCOUNT, undefined);
    assert.ok(m.env.body!.option.PET);
  });

  it('main contents list games with maintenance flags', async () => {
    const r = await (await t.guest()).get<MainContents>('/api/contents/main');
    const hl = r.env.body!.games.find((g) => g.id === 'highlow2')!;
    assert.equal(hl.inMaintenance, true);
    assert.equal(r.env.body!.games.find((g) => g.id === 'poker7')!.inMaintenance, false);
    assert.ok(r.env.body!.bestProducts.length > 0);
  });

  it('global-state: guest has no member; member has meta with loginStatus LOGIN', async () => {
    const a = await t.login('member');
    const r = await a.get<GlobalState>('/api/contents/members/global-state');
    assert.equal(r.env.body!.isLoggedIn, true);
    assert.equal(r.env.body!.member!.nickname, '한판초보탈출');
    assert.equal(r.env.body!.member!.loginStatus.code, 'LOGIN');
    assert.equal(r.env.body!.member!.birthMonth, 5);
    const m = await (await t.guest({ host: 'm.localhost' })).get<GlobalState>('/api/contents/members/global-state');
    assert.equal(m.env.body!.site, 'mobile');
  });

  it("the home's notices on the partner channel leave out the Plus answers, as its FAQ does; the own portal lists them", async () => {
    const [{ id }] = await t.db.insert(faqCategories).values({ id: 9901, name: '플러스 시험', sortOrder: -1, area: 'plus' }).returning({ id: faqCategories.id });
    await t.db.insert(faqArticles).values({ categoryId: id, title: '플러스 전용 공지 시험', content: '시험', sortOrder: 0 });
    try {
      const titles = async (host: string) => ((await (await t.guest({ host })).get<MainContents>('/api/contents/main')).env.body!.notices ?? []).map((n) => n.title);
      assert.ok((await titles('localhost')).includes('플러스 전용 공지 시험'));
      assert.ok(!(await titles('partner.localhost')).includes('플러스 전용 공지 시험'));
    } finally {
      await t.db.delete(faqArticles).where(eq(faqArticles.categoryId, id));
      await t.db.delete(faqCategories).where(eq(faqCategories.id, id));
    }
  });

  it('partner NEED_ACTION: global-state carries actionSpec, member-only calls are 401', async () => {
    const a = await t.login('partner-action');
    const r = await a.get<GlobalState>('/api/contents/members/global-state');
    assert.equal(r.env.body!.isLoggedIn, false);
    assert.equal(r.env.body!.member!.loginStatus.code, 'NEED_ACTION');
    assert.equal(r.env.body!.member!.loginStatus.actionSpec!.resultType, 'POPUP_REDIRECT');
    assert.equal((await a.get('/api/contents/members/personal-zone')).statusCode, 401);
    const e = await (await t.login('partner-error')).get<GlobalState>('/api/contents/members/global-state');
    assert.equal(e.env.body!.member!.loginStatus.code, 'ERROR');
    const ok = await (await t.login('partner')).get<PersonalZone>('/api/contents/members/personal-zone');
    assert.equal(ok.statusCode, 200);
    // the three game coupons: no Plus coupons, which the channel could never use (QA: '사용 가능')
    assert.equal(ok.env.body!.inventory.couponCount, 3);
  });

  it('reloadable-state has the SPEC field names and the limit', async () => {
    const r = await (await t.login('member')).get<ReloadableState>('/api/contents/members/reloadable-state');
    assert.equal(r.statusCode, 200);
    for (const k of ['avatarId', 'limitAmount', 'currentLeagueGrade', 'membershipUser', 'weeklyGoldMembership', 'weeklyGoldRoundInfo', 'luckyFlipAvailable', 'vipUser', 'isOpenedVip']) {
      assert.ok(k in r.env.body!, k);
    }
    assert.equal(r.env.body!.limitAmount, '1000000');
    assert.equal(r.env.body!.currentLeagueGrade, 'SILVER');
    assert.equal((await (await t.guest()).get('/api/contents/members/reloadable-state')).statusCode, 401);
  });

  it('personal-zone: userRat (with the rating), mileage, inventory counts, currency', async () => {
    const r = await (await t.login('zplus')).get<PersonalZone>('/api/contents/members/personal-zone');
    const b = r.env.body!;
    assert.equal(b.userRat.money, '3400000000000');
    assert.equal(b.userRat.lentMoney, '5000000000');
    // the rating channel entry is checked against (SPEC §9), so the portal can show it beside the channels
    assert.equal(b.userRat.rating, 2600);
    assert.equal(b.mileage.currentMileage, '92000');
    assert.equal(b.inventory.itemCount, 6); // A1001, A1002, A1003 (its seeded order), I2001, C1472 x2
    assert.equal(b.inventory.membershipItemCount, 1); // the seeded gold item (vouchers are not items)
    assert.equal(b.inventory.couponCount, 5); // one expired coupon not counted
    assert.equal(b.inventory.memoCount, 3);
    assert.equal(b.inventory.nonReadMemoCount, 2);
    assert.equal(b.currency.hancoin, '25000');
    assert.equal(b.currency.limitAmount, '900000'); // 100,000원 paid this month (seed/vip.ts)
  });

  it("personal-zone: today's wins and defeats are of the Korean day they were counted on, 0 on any other", async () => {
    const a = await t.login('vplus');
    const today = async () => {
      // (the member's reads are cached for a moment: each read here is a fresh one)
      await t.app.memberReads.invalidateAll();
      const u = (await a.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!.userRat;
      return [u.winCountToday, u.defeatCountToday];
    };
    assert.deepEqual(await today(), [7, 4]); // seeded today
    await t.db.update(members).set({ todayCountsDay: kstDay(new Date(Date.now() - 86_400_000)) }).where(eq(members.id, a.member!.id));
    assert.deepEqual(await today(), [0, 0]);
  });

  it('mobile personal-state', async () => {
    const r = await (await t.login('beginner', { host: 'm.localhost' })).get<MobilePersonalState>('/api/mobile-contents/members/personal-state');
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.beginner, true);
    assert.equal(r.env.body!.money, '30000000');
    const m = await (await t.login('member', { host: 'm.localhost' })).get<MobilePersonalState>('/api/mobile-contents/members/personal-state');
    assert.equal(m.env.body!.mainMembershipId, null);
    assert.equal(m.env.body!.beginner, false);
    assert.equal((await (await t.guest()).get('/api/mobile-contents/members/personal-state')).statusCode, 401);
  });
});
