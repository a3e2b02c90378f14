import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { COOKIES, type PersonalZone } from '@hanpan/contracts';
import { inventoryItems, orders, payments, wallets } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { sign, verify } from '../lib/signing.js';

// The order page signs what 결제/취소 will place into a hidden `ticket`; remember it per order number.
const tickets = new Map<string, string>();
const orderNoOf = (html: string) => {
  const no = /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1];
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1];
  if (no && ticket) tickets.set(no, ticket.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  return no;
};
const fieldsFor = (orderNo: string) => ({ ticket: tickets.get(orderNo) ?? '' });

describe('payment sandbox', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function zone(a: Agent) {
    return (await a.get<PersonalZone>('/api/contents/members/personal-zone')).env.body!;
  }

  it('shop purchase: order page → 결제 → money and limit change; repeat shows the first result', async () => {
    const a = await t.login('member');
    const before = await zone(a);
    const page = await a.get('/services/shop/payments?codes=E3002&traceCode=T1&clientType=web&returnUrl=%2Fshop%2Fmoney');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /게임머니 10억/);
    assert.match(page.body, /9,900원/);
    assert.match(page.body, /남은 구매 한도/);
    const orderNo = orderNoOf(page.body)!;
    assert.ok(orderNo);
    const done = await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo));
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /결제가 완료되었습니다/);
    // no inline script: a static script reads the return URL from an escaped attribute
    assert.doesNotMatch(done.body, /<script>/);
    assert.match(done.body, /<script src="\/sandbox\/leave\.js" defer><\/script>/);
    assert.match(done.body, /data-return-url="\/shop\/money"/);
    const after1 = await zone(a);
    assert.equal(BigInt(after1.userRat.money) - BigInt(before.userRat.money), 1_000_000_000n);
    assert.equal(BigInt(before.currency.limitAmount) - BigInt(after1.currency.limitAmount), 9_900n);
    const repeat = await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo));
    assert.equal(repeat.statusCode, 200);
    assert.match(repeat.body, /이미 처리된 주문/);
    const after2 = await zone(a);
    assert.equal(after2.userRat.money, after1.userRat.money);
    const pays = await t.db.select().from(payments).where(eq(payments.memberId, a.member!.id));
    assert.equal(pays.filter((p) => p.kind === 'shop').length, 1); // (member's old Plus join is a payment too)
  });

  it('an order page left open past the order lifetime (30 minutes) says so at 결제, charges nothing; one placed in time still shows its result later', async () => {
    const a = await t.login('member');
    const page = await a.get('/services/shop/payments?codes=E3002&traceCode=T1&clientType=web&returnUrl=%2Fshop%2Fmoney');
    const orderNo = orderNoOf(page.body)!;
    // the page's ticket, as it would be 31 minutes after the page was drawn
    const ticket = verify<{ t: number }>(t.config.appSecret, 'sandbox-order', tickets.get(orderNo))!;
    const old = sign(t.config.appSecret, 'sandbox-order', { ...ticket, t: ticket.t - 31 * 60_000 });
    const late = await a.form(`/sandbox/orders/${orderNo}/complete`, { ticket: old });
    assert.equal(late.statusCode, 409);
    assert.match(late.body, /주문 시간이 지났습니다\. 다시 주문해 주세요\./);
    assert.match(late.body, /data-return-url="\/shop\/money"|href="\/shop\/money"/);
    assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, orderNo))).length, 0);
    // paid in time, then the old page's ticket sent again later: the first result, not 'expired'
    assert.equal((await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo))).statusCode, 200);
    const again = await a.form(`/sandbox/orders/${orderNo}/complete`, { ticket: old });
    assert.equal(again.statusCode, 200);
    assert.match(again.body, /이미 처리된 주문/);
  });

  it('a payment popup keeps its marker to the result page, which then asks to be closed even without an opener; only the one value counts', async () => {
    const a = await t.login('member');
    const popupQuery = /\?paymentWindow=popup"/g;
    // a guest is sent to log in and comes back to the same popup page
    const guest = await (await t.guest()).get('/services/shop/payments?codes=E3002&paymentWindow=popup');
    assert.match(String(guest.headers.location), /nextUrl=[^&]*paymentWindow%3Dpopup/);

    const page = await a.get('/services/shop/payments?codes=E3002&redirectUri=%2Fshop%2Fmoney&paymentWindow=popup');
    assert.equal(page.statusCode, 200);
    const orderNo = orderNoOf(page.body)!;
    // both forms pass it on (결제 and 취소)
    assert.equal(page.body.match(popupQuery)?.length, 2);
    const done = await a.form(`/sandbox/orders/${orderNo}/complete?paymentWindow=popup`, fieldsFor(orderNo));
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /<div data-leave hidden [^>]*data-popup><\/div>/);
    assert.match(done.body, /<p class="notice" role="status" data-popup-orphan hidden>결제가 완료되었습니다\. 이 창을 닫아 주세요\.<\/p>/);
    assert.match(done.body, /<button class="primary" type="button" data-action="close-window">창 닫기<\/button><a class="btn secondary" href="\/shop\/money" data-action="back">포털로 돌아가기<\/a>/);
    assert.match(done.body, /data-close-refused hidden/);
    // the marker is about the window: not one of the order's parameters
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    assert.equal((row!.params as Record<string, string>).paymentWindow, undefined);
    // the static scripts: leave.js stays in an orphaned popup, back.js closes the window on 창 닫기
    assert.match((await a.get('/sandbox/leave.js')).body, /hasAttribute\('data-popup'\).*\[data-popup-orphan\]/);
    assert.match((await a.get('/sandbox/back.js')).body, /data-action="close-window".*window\.close\(\)/s);

    // 취소 in a popup: the same ask
    const dropped = orderNoOf((await a.get('/services/shop/payments?codes=E3002&paymentWindow=popup')).body)!;
    const cancelled = await a.form(`/sandbox/orders/${dropped}/cancel?paymentWindow=popup`, fieldsFor(dropped));
    assert.match(cancelled.body, /data-popup-orphan hidden>이 창을 닫아 주세요\.<\/p>/);
    assert.match(cancelled.body, /data-popup><\/div>/);
    // a refusal in a popup offers 창 닫기 too (member holds no Plus for Joker-catch)
    const refused = await a.get('/services/shop/payments?codes=C703&paymentWindow=popup');
    assert.equal(refused.statusCode, 422);
    assert.match(refused.body, /data-action="close-window">창 닫기/);
    // the link back stays on this origin: another portal host's return address becomes the home page
    const other = orderNoOf((await a.get('/services/shop/payments?codes=E3002&paymentWindow=popup&redirectUri=http%3A%2F%2Fm.localhost%2Fmobile%2Fshop')).body)!;
    const otherDone = await a.form(`/sandbox/orders/${other}/complete?paymentWindow=popup`, fieldsFor(other));
    assert.match(otherDone.body, /data-return-url="http:\/\/m\.localhost\/mobile\/shop"/);
    assert.match(otherDone.body, /<a class="btn secondary" href="\/" data-action="back">포털로 돌아가기<\/a>/);

    // any other value: not a popup, and not written anywhere
    for (const value of ['POPUP', 'popup2', '1', '"><script>x</script>']) {
      const plain = await a.get(`/services/shop/payments?codes=E3002&paymentWindow=${encodeURIComponent(value)}`);
      assert.equal(plain.statusCode, 200, value);
      assert.doesNotMatch(plain.body, /paymentWindow/, value);
      const no = orderNoOf(plain.body)!;
      const result = await a.form(`/sandbox/orders/${no}/complete?paymentWindow=${encodeURIComponent(value)}`, fieldsFor(no));
      assert.equal(result.statusCode, 200, value);
      assert.doesNotMatch(result.body, /data-popup|close-window|paymentWindow/, value);
    }
    // doubled: not the one value either (a doubled parameter is refused as any other)
    const twice = await a.get('/services/shop/payments?codes=E3002&paymentWindow=popup&paymentWindow=popup');
    assert.equal(twice.statusCode, 400);
    assert.doesNotMatch(twice.body, /data-popup|close-window|name="ticket"/);
    // without it (a full page on the phone): as before, the result page goes back to the portal
    const full = orderNoOf((await a.get('/services/shop/payments?codes=E3002&redirectUri=%2Fshop')).body)!;
    const fullDone = await a.form(`/sandbox/orders/${full}/complete`, fieldsFor(full));
    assert.match(fullDone.body, /<div class="row"><a class="btn primary" href="\/shop" data-action="back" data-replace>포털로 돌아가기<\/a><\/div>/);
    assert.doesNotMatch(fullDone.body, /data-popup|close-window/);
  });

  it("an order page shown again by Back learns that its order is closed (QA: a paid order's page still offered 결제)", async () => {
    const a = await t.login('vplus');
    const page = await a.get('/services/shop/payments?codes=E3002&returnUrl=%2Fshop');
    const orderNo = orderNoOf(page.body)!;
    // the page names its state address (escaped, from the server) and its static script
    assert.match(page.body, new RegExp(`data-order-state="/sandbox/orders/${orderNo}/state"`));
    assert.match(page.body, /<script src="\/sandbox\/order\.js" defer><\/script>/);
    assert.match(page.body, /data-order-closed hidden/);
    // and, hidden until then, the way back to the page it came from (QA, phone: Back after a charge showed this page with
    // 취소 and 결제 disabled and no way out but Back again)
    assert.match(page.body, /<div data-order-back hidden><div class="row"><a class="btn primary" href="\/shop" data-action="back" data-replace>포털로 돌아가기<\/a><\/div><\/div>/);
    const state = async (who: Agent) => (await who.get<{ closed: boolean; message: string | null }>(`/sandbox/orders/${orderNo}/state`)).env;
    assert.deepEqual((await state(a)).body, { closed: false, message: null });
    await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo));
    assert.deepEqual((await state(a)).body, { closed: true, message: '이미 처리가 끝난 주문입니다. 같은 주문은 다시 결제되지 않습니다.' });
    // another member learns nothing of it; a guest is asked to log in
    assert.deepEqual((await state(await t.login('zplus'))).body, { closed: false, message: null });
    assert.equal((await (await t.guest()).get(`/sandbox/orders/${orderNo}/state`)).statusCode, 401);
    assert.equal((await a.get('/sandbox/orders/bad%20no/state')).statusCode, 400);
    const script = await a.get('/sandbox/order.js');
    assert.equal(script.statusCode, 200);
    assert.match(script.body, /pageshow/);
    assert.match(script.body, /\[data-order-back\]'\);if\(q\)q\.hidden=false/);
    // the order asked about is the history entry's (a page fetched again has a new number): e2e journey-purchase
    assert.match(script.body, /history\.replaceState/);
    // a payment popup's order page has none (its result closes the window)
    const inPopup = await a.get('/services/shop/payments?codes=E3002&returnUrl=%2Fshop&paymentWindow=popup');
    assert.doesNotMatch(inPopup.body, /data-order-back/);
  });

  it('cancel leaves nothing changed; cancelled order cannot be paid', async () => {
    const a = await t.login('vplus');
    const before = await zone(a);
    const page = await a.get('/services/shop/payments?codes=A1007'); // an avatar vplus does not own
    const orderNo = orderNoOf(page.body)!;
    const c = await a.form(`/sandbox/orders/${orderNo}/cancel`, fieldsFor(orderNo));
    assert.equal(c.statusCode, 200);
    assert.match(c.body, /결제를 취소했습니다/);
    assert.equal((await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo))).statusCode, 409);
    assert.deepEqual(await zone(a), before);
  });

  it("every sandbox page draws the portal's 3px blue focus ring (QA: the browser's thin default outline was lost on the dark-red 결제 button)", async () => {
    // the server pages' layout (lib/html.ts; platform GlobalStyle: 3px of theme.colors.focus, 2px off)
    const ring = /<style>[^<]*:focus-visible\{outline:3px solid #1d4ed8;outline-offset:2px\}[^<]*<\/style><\/head>/;
    const a = await t.login('pluspet');
    const order = await a.get('/payments/charge?deviceType=PC&amount=5000');
    assert.match(order.body, /<title>주문 확인 - /);
    assert.match(order.body, /<button class="primary" type="submit">결제<\/button>/);
    const drop = await a.get('/payments/charge?deviceType=PC&amount=5000');
    const pages = {
      order: order.body,
      paid: (await a.form(`/sandbox/orders/${orderNoOf(order.body)!}/complete`, fieldsFor(orderNoOf(order.body)!))).body,
      cancelled: (await a.form(`/sandbox/orders/${orderNoOf(drop.body)!}/cancel`, fieldsFor(orderNoOf(drop.body)!))).body,
      refused: (await a.get('/services/nothing-here/payments?codes=X')).body,
    };
    for (const [name, body] of Object.entries(pages)) {
      assert.match(body, ring, name);
      assert.equal(body.match(/:focus-visible/g)?.length, 1, name);
    }
    assert.match(pages.paid, /결제가 완료되었습니다/);
    assert.match(pages.cancelled, /결제를 취소했습니다/);
  });

  it('a request that costs nothing (자동 통장 예약) is dropped with 그만두기, not called a cancelled payment', async () => {
    const a = await t.login('vplus');
    const page = await a.get('/auto-bankbook/reservation?type=MONTH_FIRST_DAY');
    assert.match(page.body, />그만두기<\/button>/);
    const orderNo = orderNoOf(page.body)!;
    const c = await a.form(`/sandbox/orders/${orderNo}/cancel`, fieldsFor(orderNo));
    assert.equal(c.statusCode, 200);
    assert.match(c.body, /<h1>신청 그만두기<\/h1>/);
    assert.match(c.body, /신청을 그만두었습니다\. 아무것도 변경되지 않았습니다\./);
    assert.doesNotMatch(c.body, /결제/);
  });

  it('자동 통장 예약 from two pages: the second says it is already reserved with its way back, never 확인 again (QA: it looped); a cancel page after a cancel likewise', async () => {
    await cloneMember(t.db, 'vplus', 'vplusauto');
    const a = await t.login('vplusauto');
    const [first, second] = [await a.get('/auto-bankbook/reservation?type=MONTH_FIRST_DAY'), await a.get('/auto-bankbook/reservation?type=MONTH_FIRST_DAY')];
    assert.match((await a.form(`/sandbox/orders/${orderNoOf(first.body)!}/complete`, fieldsFor(orderNoOf(first.body)!))).body, /자동 통장이 예약되었습니다/);
    const again = await a.form(`/sandbox/orders/${orderNoOf(second.body)!}/complete`, fieldsFor(orderNoOf(second.body)!));
    assert.equal(again.statusCode, 422);
    assert.match(again.body, /이미 자동 통장이 예약되어 있습니다\./);
    assert.doesNotMatch(again.body, /\/complete/, 'no 확인 again');
    assert.match(again.body, /포털로 돌아가기|돌아가기|닫기/);
    // the page itself, opened now, says so at once
    assert.equal((await a.get('/auto-bankbook/reservation?type=MONTH_FIRST_DAY')).statusCode, 422);
    // a change to the day reserved (another PC changed it so): said, not confirmed as a change (QA), and not called an order
    const sameDay = await a.get('/auto-bankbook/reservation/change?type=MONTH_FIRST_DAY');
    assert.equal(sameDay.statusCode, 422);
    assert.match(sameDay.body, /<h1>처리할 수 없습니다<\/h1>/);
    assert.match(sameDay.body, /자동 통장 사용일이 이미 매월 1일로 예약되어 있습니다\. 다른 화면에서 변경했을 수 있습니다\./);
    assert.equal((await a.get('/auto-bankbook/reservation/change?type=BENEFIT_DAY')).statusCode, 200);
    const [cancel1, cancel2] = [await a.get('/auto-bankbook/reservation/cancel'), await a.get('/auto-bankbook/reservation/cancel')];
    assert.equal((await a.form(`/sandbox/orders/${orderNoOf(cancel1.body)!}/complete`, fieldsFor(orderNoOf(cancel1.body)!))).statusCode, 200);
    const cancelAgain = await a.form(`/sandbox/orders/${orderNoOf(cancel2.body)!}/complete`, fieldsFor(orderNoOf(cancel2.body)!));
    assert.equal(cancelAgain.statusCode, 422);
    assert.match(cancelAgain.body, /예약된 자동 통장이 없습니다\./);
    assert.doesNotMatch(cancelAgain.body, /\/complete/);
  });

  it('mini-game item goes to the inventory and can be used once through /use/{id}', async () => {
    const a = await t.login('beginner');
    const page = await a.get('/services/shop/payments?codes=C1165');
    await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, fieldsFor(orderNoOf(page.body)!));
    // bought twice: two rows, one count (as 보관함 says it; QA: the use page said 보유 1개 of 6)
    const again = await a.get('/services/shop/payments?codes=C1165');
    await a.form(`/sandbox/orders/${orderNoOf(again.body)!}/complete`, fieldsFor(orderNoOf(again.body)!));
    const [item, second] = await t.db.select().from(inventoryItems).where(and(eq(inventoryItems.memberId, a.member!.id), eq(inventoryItems.productCode, 'C1165'))).orderBy(inventoryItems.id);
    assert.ok(item && second);
    const before = await zone(a);
    const use = await a.get(`/use/${item!.id}?clientType=W&code=C1165`);
    assert.equal(use.statusCode, 200);
    assert.match(use.body, /럭키 플러스 주사위 사용/);
    assert.match(use.body, /럭키 플러스 주사위 1개를 사용합니다\. \(보유 2개\)/);
    // a use: nothing is paid, the page says so
    assert.match(use.body, /data-field="amount">무료 \(보유 상품 사용\)</);
    assert.match(use.body, /<button class="primary" type="submit">사용<\/button>/);
    const done = await a.form(`/sandbox/orders/${orderNoOf(use.body)!}/complete`, fieldsFor(orderNoOf(use.body)!));
    assert.match(done.body, /당첨/);
    assert.match(done.body, /<h1>사용이 완료되었습니다<\/h1>/);
    assert.match(done.body, /<title>사용 완료 \| 한판<\/title>/);
    assert.match(done.body, /data-field="amount">무료 \(보유 상품 사용\)</);
    // the prize stays on screen until the player leaves (a payment's result goes on by itself)
    assert.match(done.body, /<div data-leave [^>]*data-stay><\/div>/);
    assert.doesNotMatch((await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, fieldsFor(orderNoOf(page.body)!))).body, /data-stay/);
    const after = await zone(a);
    assert.ok(BigInt(after.userRat.money) - BigInt(before.userRat.money) >= 30_000_000n);
    assert.equal(after.currency.limitAmount, before.currency.limitAmount); // using costs nothing
    assert.equal((await a.get(`/use/${item!.id}?clientType=W&code=C1165`)).statusCode, 404); // used up
    assert.match((await a.get(`/use/${second!.id}?clientType=W&code=C1165`)).body, /\(보유 1개\)/);
    const other = await t.login('member');
    assert.equal((await other.get(`/use/${item!.id}?clientType=W&code=C1165`)).statusCode, 404);
  });

  it('the order page names the remaining limit that binds: this month, or today when it is the smaller (as the shop confirm does)', async () => {
    // member: no day limit of its own — this month's is what is left
    const month = await (await t.login('member')).get('/services/shop/payments?codes=E3002');
    assert.match(month.body, /<dt>이번 달 남은 구매 한도<\/dt><dd data-field="remaining">[\d,]+원<\/dd>/);
    assert.doesNotMatch(month.body, /<dt>(오늘 )?남은 구매 한도<\/dt>/);
    // plusfail: a day limit of 5,000원, smaller than what is left of the month
    const day = await (await t.login('plusfail')).get('/services/shop/payments?codes=E3002');
    assert.match(day.body, /<dt>오늘 남은 구매 한도<\/dt><dd data-field="remaining">5,000원<\/dd>/);
    assert.doesNotMatch(day.body, /<dt>(이번 달 )?남은 구매 한도<\/dt>/);
  });

  it('a payment the unused-bankbook discount covers is 0원 to confirm, not a use of something held', async () => {
    const a = await t.login('zplus'); // Z-Plus → V-Plus: the discount is more than V-Plus costs
    const page = await a.get('/services/membership/payments/subscription/change?codes=PM0004');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /data-field="amount">0원</);
    assert.match(page.body, /<button class="primary" type="submit">확인<\/button>/);
    assert.doesNotMatch(page.body, /보유 상품 사용/);
  });

  it('refusals: monthly limit with remaining amount, holding cap rolls back, Joker-catch needs X-Plus', async () => {
    const v = await t.login('vip'); // own month limit 800,000원; 20 products at once (none of them an avatar vip owns)
    const big = await v.get(`/services/shop/payments?codes=${['E3003', 'A1005', 'C1472', 'N4003', 'C1433', 'A1003', 'E3002', 'N4002', 'C1432', 'I2002', 'A1007', 'I2001', 'N4001', 'C1431', 'E3001', 'C1212', 'I2004', 'A1006', 'C1165', 'I2003'].join(',')}`);
    assert.equal(big.statusCode, 200);
    assert.doesNotMatch(big.body, /data-field="over-limit"|aria-disabled="true"/);
    // over plusfail's day limit (5,000원): said on the order page, with no 결제 to press
    const plusfail = await t.login('plusfail');
    const day = await plusfail.get('/services/shop/payments?codes=E3003');
    assert.match(day.body, /data-field="over-limit">오늘 남은 구매 한도\(5,000원\)를 초과하는 주문이라 결제할 수 없습니다\.</);
    // unavailable but reached by Tab, described by why; pressed anyway, the order shows again with why and nothing is paid
    assert.match(day.body, /<button class="primary" type="submit" aria-disabled="true" aria-describedby="over-limit">/);
    assert.match(day.body, /<p class="error" role="alert" id="over-limit" data-field="over-limit">/);
    const dayNo = orderNoOf(day.body)!;
    const pressed = await plusfail.form(`/sandbox/orders/${dayNo}/complete`, fieldsFor(dayNo));
    assert.equal(pressed.statusCode, 422);
    assert.match(pressed.body, /한도를 초과합니다/);
    assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, dayNo))).length, 0);
    const over = await t.login('vip');
    const page = await over.get('/services/shop/payments?codes=E3003');
    const orderNo = orderNoOf(page.body)!;
    // spend up to the limit first
    await t.db.update(wallets).set({ money: 0n }).where(eq(wallets.memberId, v.member!.id));
    for (let i = 0; i < 20; i++) {
      const p = await over.get('/services/shop/payments?codes=E3003');
      const no = orderNoOf(p.body)!;
      const r = await over.form(`/sandbox/orders/${no}/complete`, fieldsFor(no));
      if (r.statusCode !== 200) {
        assert.equal(r.statusCode, 422);
        assert.match(r.body, /한도를 초과합니다/);
        assert.match(r.body, /남은 한도는 [0-9,]+원/);
        // the order page again, under the number being paid (the one a player may quote), nothing written
        assert.equal(orderNoOf(r.body), no);
        assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, no))).length, 0);
        break;
      }
      assert.ok(i < 19, 'limit never reached');
    }
    // the order page opened before the limit was spent: its rules are checked again as it completes
    const late = await over.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo));
    assert.equal(late.statusCode, 422);
    assert.match(late.body, /한도를 초과합니다/);
    assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, orderNo))).length, 0);
    const rich = await t.login('rich');
    // +6e9 over the 1e12 cap: refused when the order page opens, with nothing to pay
    const pr = await rich.get('/services/shop/payments?codes=E3003,E3002');
    assert.equal(pr.statusCode, 422);
    assert.match(pr.body, /보유 한도를 초과하여 지급할 수 없습니다\. \(한도 1조\)/);
    assert.equal(orderNoOf(pr.body), undefined);
    // an order page that fitted is checked again at 결제: the money changed meanwhile (another window)
    const fits = await rich.get('/services/shop/payments?codes=E3002');
    assert.equal(fits.statusCode, 200);
    const fitsNo = orderNoOf(fits.body)!;
    const [richWallet] = await t.db.select().from(wallets).where(eq(wallets.memberId, rich.member!.id));
    await t.db.update(wallets).set({ money: 999_500_000_000n }).where(eq(wallets.memberId, rich.member!.id));
    const refused = await rich.form(`/sandbox/orders/${fitsNo}/complete`, fieldsFor(fitsNo));
    await t.db.update(wallets).set({ money: richWallet!.money }).where(eq(wallets.memberId, rich.member!.id));
    assert.equal(refused.statusCode, 422);
    assert.match(refused.body, /보유 한도/);
    // refused: nothing was written (no order, no payment)
    const [o] = await t.db.select().from(orders).where(eq(orders.orderNo, fitsNo));
    assert.equal(o, undefined);
    assert.equal((await t.db.select().from(payments).where(eq(payments.memberId, rich.member!.id))).filter((p) => p.kind === 'shop').length, 0);
    const joker = await (await t.login('member')).get('/services/shop/payments?codes=C703');
    assert.equal(joker.statusCode, 422);
    assert.match(joker.body, /X-Plus/);
  });

  it('hancoin charge page; login redirect; unknown kind; partner on macOS; avatar required', async () => {
    const a = await t.login('member');
    const before = await zone(a);
    const page = await a.get('/payments/charge?deviceType=PC&redirectUri=https%3A%2F%2Fevil.example%2F&amount=5000');
    assert.match(page.body, /한코인 5,000개 충전/);
    const done = await a.form(`/sandbox/orders/${orderNoOf(page.body)!}/complete`, fieldsFor(orderNoOf(page.body)!));
    assert.match(done.body, /href="\/"/); // external redirectUri fell back to /
    assert.equal(BigInt((await zone(a)).currency.hancoin) - BigInt(before.currency.hancoin), 5000n);
    const guest = await (await t.guest()).get('/services/shop/payments?codes=E3001');
    assert.equal(guest.statusCode, 302);
    assert.match(String(guest.headers.location), /^\/idp\/login\?nextUrl=/);
    assert.equal((await a.get('/services/nothing-here/payments?codes=X')).statusCode, 404);
    assert.equal((await a.get('/services/shop/payments?codes=&type=A')).statusCode, 400);
    assert.match((await a.get('/services/shop/payments?codes=&type=A')).body, /아바타를 선택해 주세요/);
    const p = await t.login('partner');
    const mac = await p.get('/services/shop/payments?codes=E3001', { headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' } });
    assert.equal(mac.statusCode, 403);
    assert.match(mac.body, /맥\(Mac\)OS 환경에서는 서비스를 지원하지 않습니다/);
    // an iPhone's browser says 'like Mac OS X': it is not macOS (review: the partner channel could not pay on iOS)
    const iphone = await p.get('/services/shop/payments?codes=E3001', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' } });
    assert.equal(iphone.statusCode, 200, iphone.body);
  });

  it('a partner member who may not pay yet is told why, never sent round between the order and the login page', async () => {
    // NEED_ACTION: logged in for the login page, so the order page answers itself, in the partner's words
    const action = await t.login('partner-action');
    const asked = await action.get('/services/shop/payments?codes=E3001');
    assert.equal(asked.statusCode, 403);
    assert.match(asked.body, /서비스 이용을 위해 본인 확인이 필요합니다/);
    const login = await action.get('/idp/login?nextUrl=%2Fshop');
    assert.doesNotMatch(login.body, /<form/);
    assert.match(login.body, /data-signed-in hidden data-next-url="\/shop"/);
    // ERROR: logged out to the portal, so the login page shows its form (a new login replaces the session)
    const failed = await t.login('partner-error');
    const toLogin = await failed.get('/services/shop/payments?codes=E3001');
    assert.equal(toLogin.statusCode, 302);
    assert.match(String(toLogin.headers.location), /^\/idp\/login\?nextUrl=/);
    const form = await failed.get(String(toLogin.headers.location));
    assert.equal(form.statusCode, 200);
    assert.match(form.body, /name="loginId"/);
  });

  it('another member cannot complete or cancel my order; form post without _csrf is refused', async () => {
    const a = await t.login('zplus');
    const page = await a.get('/services/shop/payments?codes=I2003');
    const orderNo = orderNoOf(page.body)!;
    const b = await t.login('vplus');
    assert.equal((await b.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo))).statusCode, 404);
    assert.equal((await b.form(`/sandbox/orders/${orderNo}/cancel`, fieldsFor(orderNo))).statusCode, 404);
    const noToken = await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo), { noCsrf: true });
    assert.equal(noToken.statusCode, 403);
    // (no token is not a login in another window: QA) the order page anew, in neutral words
    assert.match(noToken.body, /보안 확인 정보가 만료되어 주문 화면을 새로 열었습니다\. 내용을 확인하고 다시 눌러 주세요\./);
    assert.doesNotMatch(noToken.body, /다시 로그인하여|다른 창/);
    const cancelNoToken = await a.form(`/sandbox/orders/${orderNo}/cancel`, fieldsFor(orderNo), { noCsrf: true });
    assert.equal(cancelNoToken.statusCode, 403);
    assert.match(cancelNoToken.body, /보안 확인 정보가 만료되어/);
    const [o] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    assert.equal(o, undefined);
    assert.equal((await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo))).statusCode, 200);
  });

  it('결제 on an order page whose session ended or changed in another tab: the login first, or the other member refused, or the page anew — never the token error, nothing paid (QA)', async () => {
    const a = await t.login('zplus');
    const page = await a.get('/services/shop/payments?codes=I2003&returnUrl=%2Fshop%2Fitem');
    const orderNo = orderNoOf(page.body)!;
    const stale = { ...fieldsFor(orderNo), _csrf: a.cookies.get(COOKIES.csrf)! };
    const unpaid = async () => assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, orderNo))).length, 0);
    // logged out in another tab (its session cookie gone)
    a.cookies.delete(COOKIES.session);
    const out = await a.form(`/sandbox/orders/${orderNo}/complete`, stale);
    assert.equal(out.statusCode, 401);
    assert.match(out.body, /로그인 후, 이용해 주세요\./);
    assert.match(out.body, /<a class="btn primary" href="\/idp\/login\?nextUrl=%2Fshop%2Fitem">로그인<\/a>/);
    assert.doesNotMatch(out.body, /보안 토큰/);
    // from the payment window (QA: only 창 닫기 and 돌아가기, both closing it): the login comes back to
    // the order page the form was on, to confirm anew; a Referer elsewhere is not followed
    const host = 'http://localhost'; // inject's host
    const orderPage = '/services/shop/payments?codes=I2003&returnUrl=%2Fshop%2Fitem&paymentWindow=popup';
    const inPopup = await a.form(`/sandbox/orders/${orderNo}/complete?paymentWindow=popup`, stale, { headers: { referer: `${host}${orderPage}` } });
    assert.equal(inPopup.statusCode, 401);
    assert.ok(inPopup.body.includes(`href="/idp/login?nextUrl=${encodeURIComponent(orderPage).replaceAll('&', '&amp;')}">로그인</a>`), inPopup.body);
    assert.match(inPopup.body, /data-action="close-window">창 닫기/);
    const elsewhere = await a.form(`/sandbox/orders/${orderNo}/complete`, stale, { headers: { referer: 'https://evil.example/services/shop/payments' } });
    assert.match(elsewhere.body, /nextUrl=%2Fshop%2Fitem"/);
    await unpaid();
    // another member logged in there
    const other = await (await t.login('vplus')).form(`/sandbox/orders/${orderNo}/complete`, stale);
    assert.equal(other.statusCode, 409);
    assert.match(other.body, /다른 회원으로 로그인되어 있어 처리하지 않았습니다/);
    await unpaid();
    // the same member logged in again: the order page anew, with this session's token
    const again = await t.login('zplus');
    const anew = await again.form(`/sandbox/orders/${orderNo}/complete`, stale);
    assert.equal(anew.statusCode, 403);
    assert.match(anew.body, /다시 로그인하여 주문 화면을 새로 열었습니다/);
    assert.match(anew.body, /<h1>주문 확인<\/h1>/);
    await unpaid();
    assert.equal((await again.form(`/sandbox/orders/${orderNo}/complete`, {})).statusCode, 200);
    // 취소 likewise asks for the login first
    const b = await t.login('vplus');
    const cancelPage = await b.get('/services/shop/payments?codes=I2003');
    const cancelNo = orderNoOf(cancelPage.body)!;
    const staleCancel = { ...fieldsFor(cancelNo), _csrf: b.cookies.get(COOKIES.csrf)! };
    b.cookies.delete(COOKIES.session);
    const cancelOut = await b.form(`/sandbox/orders/${cancelNo}/cancel`, staleCancel);
    assert.equal(cancelOut.statusCode, 401);
    assert.match(cancelOut.body, /<h1>취소할 수 없습니다<\/h1>/);
  });

  it('a change page paid after another tab changed the membership is refused and shown again for the membership now (QA: V→W paid, then the V→X page charged 23,100원 too)', async () => {
    await cloneMember(t.db, 'pluschange', 'stale-change'); // V-Plus, this month's bankbook unused
    const a = await t.login('stale-change');
    const toW = orderNoOf((await a.get('/services/membership/payments/subscription/change?codes=PM0005')).body)!;
    const toXPage = await a.get('/services/membership/payments/subscription/change?codes=PM0006');
    assert.match(toXPage.body, /V-Plus → X-Plus/);
    const toX = orderNoOf(toXPage.body)!;
    assert.equal((await a.form(`/sandbox/orders/${toW}/complete`, fieldsFor(toW))).statusCode, 200);
    // W→X costs what V→X did: the amount alone would not have stopped it
    const refused = await a.form(`/sandbox/orders/${toX}/complete`, fieldsFor(toX));
    assert.equal(refused.statusCode, 422, refused.body);
    assert.match(refused.body, /주문 화면을 연 뒤 주문 내용이 바뀌었습니다\(지금: W-Plus → X-Plus\)/);
    assert.equal((await t.db.select().from(payments).where(eq(payments.memberId, a.member!.id))).filter((p) => p.kind === 'membership-change').length, 1);
    // the page shown again is the change from W-Plus; pressing 결제 on it pays that one
    assert.equal(orderNoOf(refused.body), toX);
    assert.equal((await a.form(`/sandbox/orders/${toX}/complete`, fieldsFor(toX))).statusCode, 200);
  });

  it('결제 never charges more than the order page showed: a bankbook used meanwhile shows the page again at the new price (QA: 23,100원 shown, 33,000원 charged)', async () => {
    const a = await t.login('pluschange'); // V-Plus, this month's bankbook unused: a change is 9,900원 cheaper
    const page = await a.get('/services/membership/payments/subscription/change?codes=PM0006');
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /23,100원/);
    const orderNo = orderNoOf(page.body)!;
    assert.equal((await a.post('/api/membership/bankbook', { useCount: 1 })).statusCode, 200);
    const refused = await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo));
    assert.equal(refused.statusCode, 422);
    assert.match(refused.body, /결제 금액이 23,100원에서 33,000원으로 바뀌었습니다/);
    assert.equal((await t.db.select().from(payments).where(eq(payments.memberId, a.member!.id))).filter((p) => p.kind === 'membership-change').length, 0);
    assert.equal((await t.db.select().from(orders).where(eq(orders.orderNo, orderNo))).length, 0);
    // the page shown again says the new price; pressing 결제 on it pays that
    assert.match(refused.body, /33,000원/);
    assert.equal(orderNoOf(refused.body), orderNo);
    const done = await a.form(`/sandbox/orders/${orderNo}/complete`, fieldsFor(orderNo));
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.body, /data-field="amount">33,000원/);
    // and earns its mileage: 10 per 1,000원, twice that during the seeded '마일리지 2배 적립 이벤트'
    assert.match(done.body, /마일리지 660 적립 \(마일리지 2배 적립 이벤트\)/);
  });

});

describe('payment sandbox: two tabs paying at the same moment', () => {
  let t: TestApp;
  before(async () => {
    // 15,000원 left this month: one 9,900원 order fits, two do not.
    t = await createTestApp({ config: { legalMonthlyLimit: 15_000n } });
  });
  after(() => t.close());

  it('never lets concurrent completions together pass the monthly limit', async () => {
    const a = await t.login('member');
    const orderNos: string[] = [];
    for (let i = 0; i < 6; i++) orderNos.push(orderNoOf((await a.get('/services/shop/payments?codes=E3002')).body)!);
    const results = await Promise.all(orderNos.map((no) => a.form(`/sandbox/orders/${no}/complete`, fieldsFor(no))));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 422, 422, 422, 422, 422]);
    const pays = await t.db.select().from(payments).where(eq(payments.memberId, a.member!.id));
    assert.equal(pays.filter((p) => p.kind === 'shop').length, 1); // (member's old Plus join is a payment too)
  });
});
