// The shop as a new player meets it: browse as a guest (categories, Korean names, prices in 원,
// what each gives), '로그인 후, 이용해 주세요.' on 구매, sign up on the IdP page and come back, an
// avatar order with nothing chosen, then an avatar bought in the sandbox payment popup (540x540):
// the shop's money and the inventory change without a reload. Unknown product → the 404 page.
import { expect, test } from '@playwright/test';
import type { PersonalZone } from '@hanpan/contracts';
import { apiFromPage, loginThroughIdp, logOutInAnotherTab, PC, PORTAL_LOAD_MS, readLimit } from '../support/journey-session';
import { clickAndWaitForClose, markDocument, stillSameDocument, waitForHydration } from '../support/portal';
import { freshMember, memberLike, registerFromLoginPage } from '../support/members';
import { dialog, shopMoney } from '../support/shop';
import { ERROR_PAGES } from '@hanpan/platform/routing';

test.describe('shop: browse, sign up, buy an avatar in the payment popup', { tag: ['@shop'] }, () => {
  test('guest browses → signs up → buys an avatar; money and inventory change without reload', async ({ page }) => {
    // 1. a guest browses by category: names, prices in 원, what each gives
    await page.goto(`${PC}/shop`);
    await expect(page.getByRole('heading', { level: 1, name: '상점' })).toBeVisible();
    await expect(page.getByTestId('shop-banners')).toBeVisible();
    const best = page.getByRole('region', { name: 'BEST 상품' });
    await expect(best.getByTestId('product-A1001')).toContainText('3,300원');
    await expect(best.getByTestId('product-A1001')).toContainText('게임머니 3억');
    await expect(page.getByTestId('sub-store-SEASON')).toContainText('봄나들이 소녀');
    await page.getByRole('navigation', { name: '상점 분류' }).getByRole('link', { name: '엔돌핀 아바타' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '엔돌핀 아바타' })).toBeVisible();
    await expect(page.getByTestId('endorphin-note')).toContainText('원화로 구매하며');
    await expect(page.getByTestId('product-N4001')).toContainText('엔돌핀 30');
    await page.getByRole('navigation', { name: '상점 분류' }).getByRole('link', { name: '아바타', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '아바타' })).toBeVisible();

    // 2. 구매 as a guest: the login message, then the IdP; a new player signs up and comes back
    await page.getByRole('button', { name: '봄나들이 소녀 구매' }).click();
    await expect(dialog(page)).toContainText('로그인 후, 이용해 주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await registerFromLoginPage(page, freshMember('shopbuy'));
    await expect(page).toHaveURL(`${PC}/shop/avatar`);
    await expect(page.getByTestId('shop-money')).toContainText('1억');
    const moneyBefore = await shopMoney(page);

    // 3. an avatar order with nothing chosen
    await markDocument(page);
    await page.getByRole('button', { name: '선택한 아바타 구매' }).click();
    await expect(dialog(page)).toContainText('아바타를 선택해 주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();

    // 4. choose one, see it on the preview, the remaining monthly limit before paying, pay in the popup
    await page.getByRole('button', { name: '봄나들이 소녀 선택' }).click();
    await expect(page.getByTestId('avatar-preview')).toContainText('봄나들이 소녀');
    await expect(page.getByTestId('chosen-count')).toHaveText('1개');
    await page.getByRole('button', { name: '선택한 아바타 구매' }).click();
    await expect(dialog(page)).toContainText('구매 확인');
    await expect(dialog(page).getByTestId('order-amount')).toHaveText('1,100원');
    await expect(dialog(page).getByTestId('order-remaining-month')).toHaveText('1,000,000원');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByRole('button', { name: '결제하기' }).click()]);
    await expect(popup.getByRole('heading', { name: '주문 확인' })).toBeVisible();
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([540, 540]);
    await expect(popup.locator('[data-field="amount"]')).toHaveText('1,100원');
    await popup.getByRole('button', { name: '결제' }).click();
    await expect(popup.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    await popup.waitForEvent('close');

    // 5. the shop refreshed without a reload: money +1억, the avatar in the inventory
    await expect.poll(() => shopMoney(page)).toBe(moneyBefore + 100_000_000n);
    await page.getByRole('navigation', { name: '상점 분류' }).getByRole('link', { name: 'BEST' }).click();
    await expect(page.getByRole('region', { name: '내 보관함' }).getByTestId('my-item-A1006')).toBeVisible();
    await expect(page.getByTestId('frequent-avatars')).toContainText('봄나들이 소녀');
    expect(await stillSameDocument(page), 'no reload').toBe(true);
  });

  test('keyboard: the first dialog of a fresh page gives the focus back to its 구매 button (busy meanwhile, it keeps the focus); the page behind is inert while it is open', async ({ page }) => {
    await loginThroughIdp(page, 'member', '/shop');
    // a new document: no dialog has loaded its code on this page yet
    await page.goto(`${PC}/shop`);
    await waitForHydration(page, PORTAL_LOAD_MS);
    // the live page (the server's first screen stays inert until the remote has rendered)
    const buy = page.locator('[data-remote-root="mfe_shop"]').getByRole('button', { name: '닉네임 변경권 구매' }).first();
    await expect(buy).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await buy.focus();
    await expect(buy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toContainText('구매 확인');
    await expect(dialog(page).getByRole('button', { name: '결제하기' })).toBeFocused();
    // out of reach of a screen reader's cursor too (not every one honours aria-modal)
    expect(await buy.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(buy).toBeFocused();
    expect(await buy.evaluate((el) => el.closest('[inert]') !== null)).toBe(false);
  });

  test('keyboard: an avatar bought with its own 구매 — the button becomes 보유 중 and the focus goes to the card’s heading, not to the top of the page (QA)', async ({ page }) => {
    await page.goto(`${PC}/shop/avatar`);
    await page.getByRole('button', { name: '봄나들이 소녀 구매' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await registerFromLoginPage(page, freshMember('shopfocus'));
    await expect(page).toHaveURL(`${PC}/shop/avatar`);
    await waitForHydration(page, PORTAL_LOAD_MS);
    // the live page (the server's first screen stays inert until the remote has rendered)
    const card = page.locator('[data-remote-root="mfe_shop"]').getByRole('article', { name: '봄나들이 소녀' });
    const buy = card.getByRole('button', { name: '봄나들이 소녀 구매' });
    await expect(buy).toBeEnabled();
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('button', { name: '결제하기' })).toBeFocused();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await popup.getByRole('button', { name: '결제' }).click();
    await popup.waitForEvent('close');
    await expect(card.getByRole('button', { name: '봄나들이 소녀 보유 중' })).toBeDisabled();
    await expect(card.getByRole('heading', { name: '봄나들이 소녀' })).toBeFocused();
  });

  test('an unknown product id is the 404 page; a known one shows its detail (mini-games: the event)', async ({ page }) => {
    // the server's render read the product's 404 too: HTTP 404, not a page that says so with a 200
    expect((await page.goto(`${PC}/product/NOPE404`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    // an id no product can have: the page's own check, on the server too
    expect((await page.goto(`${PC}/product/!!`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText(ERROR_PAGES[404].subTitle)).toBeVisible();
    await page.goto(`${PC}/product/C1472`);
    await expect(page.getByTestId('product-detail')).toContainText('1,100원');
    await expect(page.getByTestId('minigame-event')).toContainText('가위바위보 그레이트 이벤트');
    await page.goto(`${PC}/product`);
    await page.getByRole('link', { name: '블랙 수트 신사' }).click();
    await expect(page).toHaveURL(`${PC}/product/A1001`);
    await expect(page.getByTestId('avatar-preview')).toContainText('블랙 수트 신사');
  });
});

test('a mini-game ticket used from 내 보관함: the popup shows the prize and stays until the player closes it; the shop behind has refreshed', { tag: ['@shop'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop');
  const moneyBefore = await shopMoney(page);
  const item = page.getByRole('region', { name: '내 보관함' }).getByTestId('my-item-C1472');
  await expect(item.getByTestId('my-item-quantity')).toHaveText('2개', { timeout: PORTAL_LOAD_MS });
  await item.getByRole('button', { name: /사용$/ }).click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByRole('button', { name: '사용하기' }).click()]);
  await popup.getByRole('button', { name: '사용', exact: true }).click();
  await expect(popup.getByRole('heading', { name: '사용이 완료되었습니다' })).toBeVisible();
  await expect(popup.locator('[data-field="result"]')).toContainText(/결과: 게임머니 .+ 당첨!/);
  // the shop refreshed behind it at once: one ticket left, the prize in the money
  await expect(item.getByTestId('my-item-quantity')).toHaveText('1개');
  await expect.poll(() => shopMoney(page)).toBeGreaterThan(moneyBefore);
  // a payment's popup closes itself after 1.5 s; the prize stays to be read
  await popup.waitForTimeout(2500);
  expect(popup.isClosed()).toBe(false);
  await clickAndWaitForClose(popup, popup.getByRole('button', { name: '창 닫기' }));
});

test('a payment popup that lost its opener on the way says the payment is done and asks to be closed, instead of loading the portal inside it', { tag: ['@shop'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop/money');
  const moneyBefore = await shopMoney(page);
  await page.locator('[data-remote-root="mfe_shop"]').getByRole('button', { name: '게임머니 10억 구매' }).first().click();
  await expect(dialog(page)).toContainText('구매 확인');
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByRole('button', { name: '결제하기' }).click()]);
  await expect(popup.getByRole('heading', { name: '주문 확인' })).toBeVisible();
  // what a page in between without Cross-Origin-Opener-Policy (a proxy's error page) leaves behind
  await popup.evaluate(() => {
    window.opener = null;
    window.name = '';
  });
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await expect(popup.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(popup.getByRole('status').filter({ hasText: '이 창을 닫아 주세요.' })).toHaveText('결제가 완료되었습니다. 이 창을 닫아 주세요.');
  await expect(popup.getByRole('link', { name: '포털로 돌아가기' })).toHaveAttribute('href', '/shop/money');
  // past the 1.5 s after which a full-page result goes back to the portal: still the result page
  await popup.waitForTimeout(2_500);
  expect(new URL(popup.url()).pathname).toMatch(/^\/sandbox\/orders\/[A-Z0-9]+\/complete$/);
  await expect(popup.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  // the shop behind still heard of it (the balance channel needs no opener)
  await expect.poll(() => shopMoney(page)).toBe(moneyBefore + 1_000_000_000n);
  await clickAndWaitForClose(popup, popup.getByRole('button', { name: '창 닫기' }));
});

test('a payment whose answer was lost (the server charged, the window showed the browser’s error page): when the player closes it, the shop reads its figures again and says the payment went through', { tag: ['@shop'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop/money');
  const moneyBefore = await shopMoney(page);
  await page.locator('[data-remote-root="mfe_shop"]').getByRole('button', { name: '게임머니 10억 구매' }).first().click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByRole('button', { name: '결제하기' }).click()]);
  await expect(popup.getByRole('heading', { name: '주문 확인' })).toBeVisible();
  // QA's lost answer: the request reaches the server, its answer never reaches the window
  await popup.route('**/sandbox/orders/*/complete*', async (route) => {
    await route.fetch();
    await route.abort('failed');
  });
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await expect.poll(() => popup.url()).toMatch(/^chrome-error:|\/sandbox\/orders\//);
  await popup.close();
  const said = dialog(page);
  await expect(said).toContainText('결제 창이 결과를 보여 주지 못했지만 결제는 처리되었습니다', { timeout: PORTAL_LOAD_MS });
  await expect(said).toContainText('원 사용');
  await expect.poll(() => shopMoney(page)).toBe(moneyBefore + 1_000_000_000n);
  await said.getByRole('button', { name: '확인' }).click();
});

test("Back to a paid order's page: its buttons are off and it says the order is done (QA: 결제 looked payable again)", { tag: ['@shop'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop');
  await page.goto(`${PC}/services/shop/payments?codes=E3002&traceCode=shop&clientType=web&returnUrl=%2Fshop`);
  await expect(page.getByRole('heading', { level: 1, name: '주문 확인' })).toBeVisible();
  const remaining = page.locator('[data-field="remaining"]');
  await expect(remaining).toBeVisible();
  await page.getByRole('button', { name: '결제', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();
  await page.waitForURL(`${PC}/shop`);
  // one Back reaches the order page (from the browser's memory or its cache): the result page (a
  // POST's answer) replaced itself with the portal page, so Back never posts the payment again
  // nor shows its result (QA: Back kept landing on it, and it led to the shop again)
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '주문 확인' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '이미 처리가 끝난 주문입니다.' })).toBeVisible();
  await expect(page.getByRole('button', { name: '결제', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '취소', exact: true })).toBeDisabled();
  // the remaining limit it showed before the payment is gone with it (QA: stale)
  await expect(remaining).toBeHidden();
});

test('the same order paid in a second tab is asked about, not paid twice: 한 번 더 결제 pays it again only when the player says so (QA: two tabs paid one 10억 twice)', { tag: ['@shop'] }, async ({ context, page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop');
  const order = `${PC}/services/shop/payments?codes=E3002&traceCode=shop&clientType=web&returnUrl=%2Fshop`;
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(order);
    await expect(tab.getByRole('heading', { level: 1, name: '주문 확인' })).toBeVisible();
  }
  const used = async () => BigInt((await readLimit(page)).usedThisMonth);
  const before = await used();
  await page.getByRole('button', { name: '결제', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();
  // (the result page goes back to the portal by itself: the figures are read there)
  await page.waitForURL(`${PC}/shop`);
  expect(await used()).toBe(before + 9_900n);

  // the second tab's own order number, the same order: asked, nothing charged
  await second.bringToFront();
  await second.getByRole('button', { name: '결제', exact: true }).click();
  const asked = second.getByRole('alert');
  await expect(asked).toContainText('게임머니 10억을 결제했습니다. 같은 주문을 한 번 더 결제하시겠습니까?');
  await expect(second.getByRole('heading', { level: 1, name: '주문 확인' })).toBeVisible();
  expect(await used()).toBe(before + 9_900n);
  // the player means it: one more payment, once
  await second.getByRole('button', { name: '한 번 더 결제', exact: true }).click();
  await expect(second.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible();
  expect(await used()).toBe(before + 19_800n);
});

test('a payment window opened from a page still showing another member is refused with the other-member text, no order; back from it, the page is the logged-in member’s', { tag: ['@shop'] }, async ({ context, page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop/money');
  await expect(page.getByTestId('shop-money')).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // another member logs in in another tab of this browser; this page still shows the first one
  const other = await logOutInAnotherTab(context);
  await other.goto(`${PC}/idp/login?nextUrl=${encodeURIComponent('/faq')}`);
  const second = await registerFromLoginPage(other, freshMember('stalepay'));
  const account = async () => ({ used: (await readLimit(other)).usedThisMonth, money: (await apiFromPage<PersonalZone>(other, 'GET', '/api/contents/members/personal-zone')).body.userRat.money });
  const before = await account();
  await page.bringToFront();

  await page.locator('[data-remote-root="mfe_shop"]').getByRole('button', { name: '게임머니 10억 구매' }).first().click();
  await expect(dialog(page)).toContainText('구매 확인');
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByRole('button', { name: '결제하기' }).click()]);
  await expect(popup.getByRole('heading', { name: '주문할 수 없습니다' })).toBeVisible();
  await expect(popup.getByText('다른 회원으로 로그인되어 있어 처리하지 않았습니다.', { exact: false })).toBeVisible();
  await expect(popup.getByRole('button', { name: '결제', exact: true })).toHaveCount(0);
  await popup.close();
  // nothing was ordered or charged for the member logged in
  expect(await account()).toEqual(before);
  // back in the window after a while (the popup had the focus): the page opens again for the member logged in
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.waitForTimeout(1_200);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('site-header').getByTestId('header-nickname')).toHaveText(second.nickname, { timeout: PORTAL_LOAD_MS });
});

test('free recharge from the charge popup: one click gives 3억 and the count goes down; the coupon waits until today\'s are used (QA: the button was refused with 400)', { tag: ['@shop'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'beginner'), '/popup/charge'); // V-Plus: 2 a day, 3천만
  const panel = page.getByTestId('free-charge');
  await expect(page.getByTestId('free-charge-remaining')).toHaveText('2', { timeout: PORTAL_LOAD_MS });
  // a 무료 충전 1회 추가 coupon is held, but today's come first
  await expect(panel.getByTestId('free-charge-coupon')).toHaveCount(0);
  await panel.getByRole('button', { name: '무료 충전 받기' }).click();
  const done = page.getByRole('alertdialog', { name: '무료 충전 완료' });
  await expect(done).toContainText('게임머니 3억을 받았습니다. 오늘 남은 무료 충전은 1회입니다.');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('free-charge-remaining')).toHaveText('1');
  // holding 3억 3천만 now: no second one
  await expect(panel.getByRole('note')).toContainText('1억 이상이라');
  await expect(panel.getByRole('button', { name: '무료 충전 받기' })).toBeDisabled();
});

test('착용하기: an avatar the member holds is put on from its card; it stays 착용 중 after a reload, the other one can be worn again', { tag: ['@shop'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop/avatar'); // holds 블랙 수트 신사 and 레드 드레스 숙녀
  const gentleman = page.getByTestId('product-A1001');
  const lady = page.getByTestId('product-A1002');
  await expect(gentleman.getByText('보유 중').first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // exactly one of the two is worn now
  const worn = page.getByRole('button', { name: /착용 중$/ });
  await expect(worn).toHaveCount(1);
  const [wear, other] = (await lady.getByRole('button', { name: '레드 드레스 숙녀 착용 중' }).count()) ? [gentleman, '블랙 수트 신사'] : [lady, '레드 드레스 숙녀'];
  await wear.getByRole('button', { name: `${other} 착용하기` }).click();
  await expect(wear.getByRole('button', { name: `${other} 착용 중` })).toBeVisible();
  await expect(page.getByTestId('tooltip')).toContainText(`${other}`);
  await expect(page.getByTestId('tooltip')).toContainText('착용했습니다.');
  await expect(worn).toHaveCount(1);
  // the server keeps it: after a reload the same one is worn
  await page.reload();
  await expect(wear.getByRole('button', { name: `${other} 착용 중` })).toBeVisible({ timeout: PORTAL_LOAD_MS });
});

test('회원 전용 아바타: a member without Plus is told so with 플러스 알아보기; a V-Plus member buys one and wears it', { tag: ['@shop', '@plus'] }, async ({ browser, page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/shop/avatar?store=PLUS');
  const live = page.locator('[data-remote-root="mfe_shop"]');
  await expect(live.getByRole('navigation', { name: '아바타 구분' }).getByRole('link', { name: '플러스 전용' })).toHaveAttribute('aria-current', 'page', { timeout: PORTAL_LOAD_MS });
  await expect(live.getByTestId('member-only-avatars-note')).toContainText('멤버십이 끝나도 계속 착용할 수 있습니다');
  await expect(live.getByRole('article')).toHaveCount(3);
  await live.getByRole('button', { name: '플러스 라운지 신사 구매' }).click();
  await expect(dialog(page)).toContainText('구매할 수 없습니다');
  await expect(dialog(page)).toContainText('플러스 회원 전용 아바타입니다: 플러스 라운지 신사. 플러스 멤버십을 이용하는 동안 구매할 수 있습니다.');
  await dialog(page).getByRole('button', { name: '플러스 알아보기' }).click();
  await expect(page).toHaveURL(`${PC}/plus`);
  await expect(dialog(page)).toHaveCount(0);

  const plusContext = await browser.newContext();
  const plus = await plusContext.newPage();
  await loginThroughIdp(plus, await memberLike(plus, 'vplus'), '/shop/avatar?store=PLUS');
  const card = plus.locator('[data-remote-root="mfe_shop"]').getByRole('article', { name: '플러스 라운지 신사' });
  await expect(card).toContainText('플러스 전용', { timeout: PORTAL_LOAD_MS });
  await card.getByRole('button', { name: '플러스 라운지 신사 구매' }).click();
  await expect(dialog(plus)).toContainText('구매 확인');
  const [popup] = await Promise.all([plus.waitForEvent('popup'), dialog(plus).getByRole('button', { name: '결제하기' }).click()]);
  await popup.getByRole('button', { name: '결제' }).click();
  await expect(popup.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await popup.waitForEvent('close');
  await expect(card.getByRole('button', { name: '플러스 라운지 신사 착용 중' })).toBeVisible();
  await plusContext.close();
});
