// The shop's fulfilments (sandbox/fulfilments.ts) and how the sandbox result reaches the shop page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_RESULT_HANDLER, type GlobalShop, type PersonalZone, type ShopOrderQuote } from '@hanpan/contracts';
import { inventoryItems, members, orders, payments, wallets } from '../db/schema/index.js';
import { ApiError } from '../lib/errors.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { completeOrder, createOrder, siteOf } from './orders.js';
import { getFulfilment } from './registry.js';

const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];

describe('shop fulfilments', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('the result page hands the result to the opening shop page (no reload when it handles it)', async () => {
    const a = await t.login('vplus');
    const page = await a.get('/services/shop/payments?codes=A1006&itemType=A&redirectUri=%2Fshop%2Favatar');
    const orderNo = orderNoOf(page.body)!;
    const done = await a.form(`/sandbox/orders/${orderNo}/complete`, {});
    assert.equal(done.statusCode, 200);
    // the result travels in an escaped attribute; the static leave.js hands it to the opener's handler
    const result = /data-result="([^"]*)"/.exec(done.body)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    // with the mileage the payment earned: the popup closes at once, the shop page says it (QA regress4)
    assert.deepEqual(JSON.parse(result!), { status: 'COMPLETED', kind: 'shop', orderNo, notes: ['마일리지 22 적립 (마일리지 2배 적립 이벤트)'] });
    const leave = await a.get('/sandbox/leave.js');
    assert.ok(leave.body.includes(JSON.stringify(PAYMENT_RESULT_HANDLER)), 'calls the opener handler');
    assert.match(leave.body, /o\.location\.reload\(\)/); // openers without a handler are still refreshed
    const cancelled = await a.form(`/sandbox/orders/${orderNoOf((await a.get('/services/shop/payments?codes=A1007')).body)!}/cancel`, {});
    assert.ok(cancelled.body.includes('&quot;status&quot;:&quot;CANCELLED&quot;'));
  });

  it('an avatar purchase sets the avatar and grants its money; endorphin avatars cost 원 and give endorphin', async () => {
    const a = await t.login('beginner');
    const zone = async () => (await a.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!;
    const before = await zone();
    const page = await a.get('/services/shop/payments?codes=N4001&itemType=A');
    assert.match(page.body, /3,300원/);
    assert.match(page.body, /엔돌핀 30 지급/);
    await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
    const after = await zone();
    assert.equal(BigInt(after.currency.endorphin) - BigInt(before.currency.endorphin), 30n);
    assert.equal(BigInt(before.currency.limitAmount) - BigInt(after.currency.limitAmount), 3_300n);
    const [m] = await t.db.select().from(members).where(eq(members.id, a.member!.id));
    assert.equal(m!.avatarId, 1101);
    // the catalogue says what they give, in 원 — not 'bought with endorphin'
    const shop = (await a.get<GlobalShop>('/api/contents/global/shop')).env.body!;
    for (const p of shop.shops.ENDORPHIN!) {
      assert.ok(BigInt(p.price) > 0n && BigInt(p.grantEndorphin) > 0n);
      assert.match(p.description, new RegExp(`엔돌핀 ${p.grantEndorphin}을 드리는`));
    }
  });

  it('the result names what went into the inventory with the right particle (초기화권이, 확성기가)', async () => {
    const a = await t.login('friend-a');
    const page = await a.get('/services/shop/payments?codes=I2001,I2003');
    const done = await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /승률 초기화권이 보관함에 들어갔습니다\./);
    assert.match(done.body, /쪽지 확성기가 보관함에 들어갔습니다\./);
    assert.doesNotMatch(done.body, /이\(가\)/);
  });

  it('Joker-catch (C703): X-Plus or Z-Plus only; the partner publisher gets the SPEC wording', async () => {
    const member = await (await t.login('member')).get('/services/shop/payments?codes=C703');
    assert.equal(member.statusCode, 422);
    assert.match(member.body, /조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다/);
    const partner = await (await t.login('partner')).get('/services/shop/payments?codes=C703');
    assert.equal(partner.statusCode, 422);
    assert.match(partner.body, /조커 잡기는 X-Plus 이상 가입자분들만 이용하실 수 있습니다\./);
    const z = await (await t.login('zplus')).get('/services/shop/payments?codes=C703');
    assert.equal(z.statusCode, 200);
    assert.match(z.body, /주문 확인/);
    const x = await (await t.login('vip')).get('/services/shop/payments?codes=C703');
    assert.equal(x.statusCode, 200);
  });

  describe('an avatar is bought once', () => {
    const copies = async (a: Agent, code: string) =>
      (await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, a.member!.id), eq(inventoryItems.productCode, code)))).length;
    const shopPayments = async (a: Agent) => (await t.db.select().from(payments).where(eq(payments.memberId, a.member!.id))).filter((p) => p.kind === 'shop').length;
    const wallet = async (a: Agent) => (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!;

    it('the order page opened by a page showing another member (shownMember) is refused with the other-member text, no order; its own member gets the order', async () => {
      const a = await t.login('friend-b');
      const other = await a.get(`/services/shop/payments?codes=I2001&shownMember=${a.member!.memberNo + 1}&paymentWindow=popup`);
      assert.equal(other.statusCode, 409);
      assert.match(other.body, /다른 회원으로 로그인되어 있어 처리하지 않았습니다\. 화면을 새로고침한 뒤 다시 시도해 주세요\./);
      assert.doesNotMatch(other.body, /name="ticket"/);
      const own = await a.get(`/services/shop/payments?codes=I2001&shownMember=${a.member!.memberNo}&paymentWindow=popup`);
      assert.equal(own.statusCode, 200);
      assert.match(own.body, /name="ticket"/);
      assert.equal(await shopPayments(a), 0);
    });

    it('the order page refuses an avatar the member owns (422, named in Korean), alone or with others; items can be bought again', async () => {
      const a = await t.login('friend-b'); // owns A1001 (블랙 수트 신사), A1002 (레드 드레스 숙녀), I2001
      const one = await a.get('/services/shop/payments?codes=A1001&itemType=A');
      assert.equal(one.statusCode, 422);
      assert.match(one.body, /이미 보유한 아바타입니다: 블랙 수트 신사\. 아바타는 한 번만 구매할 수 있습니다\./);
      assert.doesNotMatch(one.body, /name="ticket"/); // no order to pay
      const mixed = await a.get('/services/shop/payments?codes=A1007,A1002,a1001&itemType=A');
      assert.equal(mixed.statusCode, 422);
      assert.match(mixed.body, /이미 보유한 아바타입니다: 레드 드레스 숙녀, 블랙 수트 신사\./);
      assert.equal((await a.get('/services/shop/payments?codes=A1007&itemType=A')).statusCode, 200);
      assert.equal((await a.get('/services/shop/payments?codes=I2001')).statusCode, 200); // an item, not an avatar
      assert.equal(await shopPayments(a), 0);
    });

    it('two payment windows for one avatar: the second is refused when 결제 is pressed and charges nothing', async () => {
      const a = await t.login('pcbang'); // does not own A1007 (여름 바캉스 소년, 2억) or N4001 (엔돌핀 토끼, 엔돌핀 30)
      const before = await wallet(a);
      const first = orderNoOf((await a.get('/services/shop/payments?codes=A1007&itemType=A')).body)!;
      const second = orderNoOf((await a.get('/services/shop/payments?codes=A1007&itemType=A')).body)!;
      assert.equal((await a.form(`/sandbox/orders/${first}/complete`, {})).statusCode, 200);
      const refused = await a.form(`/sandbox/orders/${second}/complete`, {});
      assert.equal(refused.statusCode, 422);
      assert.match(refused.body, /이미 보유한 아바타입니다: 여름 바캉스 소년/);
      assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, second))).length, 0); // nothing written
      // the same at the same moment
      const pages = await Promise.all([1, 2].map(() => a.get('/services/shop/payments?codes=N4001&itemType=A')));
      const done = await Promise.all(pages.map((p) => a.form(`/sandbox/orders/${orderNoOf(p.body)!}/complete`, {})));
      assert.deepEqual(done.map((d) => d.statusCode).sort(), [200, 422]);
      assert.equal(await copies(a, 'A1007'), 1);
      assert.equal(await copies(a, 'N4001'), 1);
      assert.equal(await shopPayments(a), 2);
      const after = await wallet(a);
      assert.equal(after.money - before.money, 200_000_000n);
      assert.equal(after.endorphin - before.endorphin, 30n);
    });

    it('the same paid order again within the repeat window (a second tab, Back after a lost answer) is paid only when the player says 한 번 더 결제 (QA: two tabs each paid 9,900원)', async () => {
      await cloneMember(t.db, 'member', 'shop-repeated-order');
      const a = await t.login('shop-repeated-order');
      a.confirmsRepeats = false;
      // two windows of the portal: each names itself in the return address (QA: a second PC's order was
      // paid again with no question — compared whole, the two orders differed there)
      const url = (portal: string) => `/services/shop/payments?codes=E3002&redirectUri=${encodeURIComponent(`/shop?portal=${portal}`)}`;
      const [tab1, tab2] = await Promise.all([a.get(url('window1')), a.get(url('window2'))]);
      const first = orderNoOf(tab1.body)!;
      const second = orderNoOf(tab2.body)!;
      assert.notEqual(first, second);
      assert.equal((await a.form(`/sandbox/orders/${first}/complete`, {})).statusCode, 200);
      const before = await wallet(a);
      // the second tab's 결제: asked, nothing written
      const asked = await a.form(`/sandbox/orders/${second}/complete`, {});
      assert.equal(asked.statusCode, 422);
      assert.match(asked.body, /방금 게임머니 10억을 결제했습니다\. 같은 주문을 한 번 더 결제하시겠습니까\?/);
      assert.match(asked.body, /<input type="hidden" name="confirmRepeat" value="1"><button class="primary" type="submit">한 번 더 결제<\/button>/);
      assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, second))).length, 0);
      assert.deepEqual(await wallet(a), before);
      assert.equal(await shopPayments(a), 1);
      // the player says yes on that page: paid once more
      const again = await a.form(`/sandbox/orders/${second}/complete`, { confirmRepeat: '1' });
      assert.equal(again.statusCode, 200);
      assert.match(again.body, /결제가 완료되었습니다/);
      assert.equal(await shopPayments(a), 2);
      // another product is no repeat
      const other = orderNoOf((await a.get('/services/shop/payments?codes=E3003')).body)!;
      assert.equal((await a.form(`/sandbox/orders/${other}/complete`, {})).statusCode, 200);
    });

    it('one order page’s 결제 sent three times at once (a retried POST): every answer is its payment, charged once (QA, PostgreSQL: two said 이미 보유한 아바타)', async () => {
      await cloneMember(t.db, 'member', 'shop-same-order-thrice');
      const a = await t.login('shop-same-order-thrice');
      const orderNo = orderNoOf((await a.get('/services/shop/payments?codes=A1007&itemType=A')).body)!;
      const answers = await Promise.all([1, 2, 3].map(() => a.form(`/sandbox/orders/${orderNo}/complete`, {})));
      // a repeat that waited behind the first is answered with the first's result, before any rule of the order
      assert.deepEqual(answers.map((r) => r.statusCode), [200, 200, 200], answers.map((r) => r.body.slice(0, 300)).join('\n'));
      for (const r of answers) assert.match(r.body, /결제가 완료되었습니다/);
      assert.equal(await copies(a, 'A1007'), 1);
      assert.equal(await shopPayments(a), 1);
    });

    it('a pending order is checked again in its completing transaction, and the fulfilment checks once more', async () => {
      const a = await t.login('hpcfan'); // does not own A1006
      const member = a.member!;
      const pending = await createOrder(t.db, t.config, { member, kind: 'shop', params: { codes: 'A1006' }, site: siteOf(member), returnUrl: '/' });
      const other = await a.get('/services/shop/payments?codes=A1006');
      assert.equal((await a.form(`/sandbox/orders/${orderNoOf(other.body)!}/complete`, {})).statusCode, 200);
      await assert.rejects(completeOrder(t.db, t.config, member, pending.orderNo), (e: unknown) => e instanceof ApiError && e.status === 422 && /봄나들이 소녀/.test(e.message));
      const [still] = await t.db.select().from(orders).where(eq(orders.id, pending.id));
      assert.equal(still!.status, 'PENDING');
      // the fulfilment itself refuses, whatever ran before it (nothing it wrote survives)
      const shop = getFulfilment('shop')!;
      await assert.rejects(
        t.db.transaction((tx) => shop.fulfil({ tx, order: pending, member, config: t.config })),
        (e: unknown) => e instanceof ApiError && e.status === 422 && (e.body as { code: string }).code === 'ERROR_AVATAR_ALREADY_OWNED',
      );
      assert.equal(await copies(a, 'A1006'), 1);
      assert.equal(await shopPayments(a), 1);
    });
  });

  describe('the holding limit is told when the order page opens', () => {
    const RICH_MONEY = 998_000_000_000n; // 9,980억 of a 1조 limit
    let a: Agent;
    let saved: bigint;
    const money = async () => (await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id)))[0]!.money;
    const shopPayments = async () => (await t.db.select().from(payments).where(eq(payments.memberId, a.member!.id))).filter((p) => p.kind === 'shop').length;
    const shopOrders = async () => (await t.db.select().from(orders).where(eq(orders.memberId, a.member!.id))).filter((o) => o.kind === 'shop').length;
    before(async () => {
      a = await t.login('rich');
      saved = await money();
      await t.db.update(wallets).set({ money: RICH_MONEY }).where(eq(wallets.memberId, a.member!.id));
    });
    after(async () => {
      await t.db.update(wallets).set({ money: saved }).where(eq(wallets.memberId, a.member!.id));
    });

    it('game money past the limit (게임머니 50억, an avatar granting 35억) is refused at the order page: 422 in Korean, nothing written', async () => {
      const [ordersBefore, paymentsBefore] = [await shopOrders(), await shopPayments()];
      const refused = [
        '/services/shop/payments?codes=E3003&redirectUri=%2Fshop%2Fmoney', // 게임머니 50억
        '/services/shop/payments?codes=A1004&itemType=A', // 황금 왕관 군주: 게임머니 35억
        '/services/shop/payments?codes=E3002,A1003,I2001', // 10억 and 12억: each fits alone, not together
      ];
      for (const url of refused) {
        const page = await a.get(url);
        assert.equal(page.statusCode, 422, url);
        assert.match(page.body, /보유 한도를 초과하여 지급할 수 없습니다\. \(한도 1조\)/);
        assert.doesNotMatch(page.body, /name="ticket"/); // no order to pay
        assert.equal(orderNoOf(page.body), undefined);
      }
      assert.equal(await money(), RICH_MONEY);
      assert.equal(await shopOrders(), ordersBefore);
      assert.equal(await shopPayments(), paymentsBefore);
      // what grants no game money is not held back by it
      assert.equal((await a.get('/services/shop/payments?codes=I2001')).statusCode, 200);
    });

    it('the shop asks the same before its confirm (GET /api/shop/order-quote): the refusal in the same words, nothing written', async () => {
      const [ordersBefore, paymentsBefore] = [await shopOrders(), await shopPayments()];
      const refused = await a.get<ShopOrderQuote>('/api/shop/order-quote?codes=E3002,A1003,I2001');
      assert.equal(refused.statusCode, 422);
      assert.equal((refused.env?.body as unknown as { code: string }).code, 'ERROR_OVERMONEY');
      assert.equal(refused.env?.header.resultMessage, '보유 한도를 초과하여 지급할 수 없습니다. (한도 1조)');
      const fits = await a.get<ShopOrderQuote>('/api/shop/order-quote?codes=E3002');
      assert.equal(fits.statusCode, 200);
      const quote = fits.env!.body!;
      assert.equal(quote.lines.length, 1);
      assert.match(quote.lines[0]!, new RegExp(`^${quote.title} — [0-9,]+원 \\(게임머니 10억 지급\\)$`));
      assert.match(quote.amount, /^[1-9][0-9]*$/);
      assert.equal(await money(), RICH_MONEY);
      assert.equal(await shopOrders(), ordersBefore);
      assert.equal(await shopPayments(), paymentsBefore);
    });

    it('a purchase that fits is unchanged: order page, 결제, the money paid up to the limit itself', async () => {
      const paymentsBefore = await shopPayments();
      const page = await a.get('/services/shop/payments?codes=E3002'); // 게임머니 10억
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /게임머니 10억/);
      const done = await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, {});
      assert.equal(done.statusCode, 200);
      assert.equal(await money(), RICH_MONEY + 1_000_000_000n);
      // exactly up to the limit fits (9,990억 + 10억 = 1조)
      const last = await a.get('/services/shop/payments?codes=E3002');
      assert.equal(last.statusCode, 200);
      assert.equal((await a.form(`/sandbox/orders/${orderNoOf(last.body)!}/complete`, {})).statusCode, 200);
      assert.equal(await money(), 1_000_000_000_000n);
      assert.equal(await shopPayments(), paymentsBefore + 2);
      assert.equal((await a.get('/services/shop/payments?codes=E3001')).statusCode, 422);
    });

    it('a pending order past the limit by now is refused again in its completing transaction', async () => {
      await t.db.update(wallets).set({ money: RICH_MONEY }).where(eq(wallets.memberId, a.member!.id));
      const member = a.member!;
      const pending = await createOrder(t.db, t.config, { member, kind: 'shop', params: { codes: 'E3002' }, site: siteOf(member), returnUrl: '/' });
      await t.db.update(wallets).set({ money: 999_500_000_000n }).where(eq(wallets.memberId, member.id));
      const paymentsBefore = await shopPayments();
      await assert.rejects(
        completeOrder(t.db, t.config, member, pending.orderNo),
        (e: unknown) => e instanceof ApiError && e.status === 422 && (e.body as { code: string }).code === 'ERROR_OVERMONEY' && /한도 1조/.test(e.message),
      );
      const [still] = await t.db.select().from(orders).where(eq(orders.id, pending.id));
      assert.equal(still!.status, 'PENDING');
      assert.equal(await money(), 999_500_000_000n);
      assert.equal(await shopPayments(), paymentsBefore);
      // and fulfil keeps its own cap, whatever ran before it
      const shop = getFulfilment('shop')!;
      await assert.rejects(
        t.db.transaction((tx) => shop.fulfil({ tx, order: pending, member, config: t.config })),
        (e: unknown) => e instanceof ApiError && (e.body as { code: string }).code === 'ERROR_OVERMONEY',
      );
      assert.equal(await money(), 999_500_000_000n);
    });
  });

  it('the order quote as data: the order page’s refusals (owned avatar, 조커 잡기 tier, a product not on sale, bad codes), guests 401', async () => {
    const owner = await t.login('friend-b'); // owns A1001 (블랙 수트 신사)
    const owned = await owner.get('/api/shop/order-quote?codes=A1001&itemType=A');
    assert.equal(owned.statusCode, 422);
    assert.equal((owned.env?.body as { code: string } | undefined)?.code, 'ERROR_AVATAR_ALREADY_OWNED');
    assert.match(owned.env!.header.resultMessage, /이미 보유한 아바타입니다: 블랙 수트 신사/);
    const avatar = await owner.get<ShopOrderQuote>('/api/shop/order-quote?codes=A1007&itemType=A');
    assert.equal(avatar.statusCode, 200);
    assert.equal(avatar.env!.body!.title, '여름 바캉스 소년');
    const member = await t.login('member'); // no Plus
    const joker = await member.get('/api/shop/order-quote?codes=C703');
    assert.equal(joker.statusCode, 422);
    assert.equal((joker.env?.body as { code: string } | undefined)?.code, 'ERROR_NEED_X_PLUS');
    // not on sale: the order is refused (a 404 envelope would show the shop page as not found)
    const unknown = await member.get('/api/shop/order-quote?codes=ZZ999');
    assert.equal(unknown.statusCode, 422);
    assert.equal((unknown.env?.body as { code: string } | undefined)?.code, 'ERROR_NOT_ON_SALE');
    assert.match(unknown.env!.header.resultMessage, /판매하지 않는 상품입니다: ZZ999/);
    for (const codes of [',', 'A1001;DROP', 'x'.repeat(441)]) {
      const bad = await member.get(`/api/shop/order-quote?codes=${encodeURIComponent(codes)}`);
      assert.equal(bad.statusCode, 400, codes);
      assert.match(bad.env!.header.resultMessage, /[가-힣]/);
    }
    const guest = await t.guest();
    assert.equal((await guest.get('/api/shop/order-quote?codes=E3002')).statusCode, 401);
  });

  it('an avatar order without a chosen avatar is refused in Korean', async () => {
    const a = await t.login('rich');
    const r = await a.get('/services/shop/payments?codes=&itemType=A');
    assert.equal(r.statusCode, 400);
    assert.match(r.body, /아바타를 선택해 주세요/);
  });
});
