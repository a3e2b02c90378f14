// Issue 3's done-when, as a new player meets it: sign up as a new member on the IdP page, buy a shop
// product in the payment sandbox, pay once (a second 결제 and a reload of the result do not charge
// again), come back to the portal and see the money and the remaining monthly limit move; 취소
// changes nothing.
import { expect, test, type Page } from '@playwright/test';
import { withParticle } from '@hanpan/contracts/korean';
import { freshMember, registerFromLoginPage, registerMember } from '../support/members';
import { PORTAL_LOAD_MS, parseKoreanMoney, PC, readLimit, shopProducts, won, type ShopProduct } from '../support/journey-session';

const personalZone = (page: Page) => page.getByRole('region', { name: '내 정보' });
const shownMoney = async (page: Page) => parseKoreanMoney(await personalZone(page).getByTestId('pz-money').innerText());
const shownItemCount = async (page: Page) => {
  const text = await personalZone(page).getByRole('listitem').filter({ hasText: '아이템' }).innerText();
  return Number(text.replace(/[^\d]/g, ''));
};

/** A product that puts game money in the wallet and an item in the inventory (kind A or I). */
function pickProduct(products: ShopProduct[], remaining: bigint): ShopProduct {
  const p = products.find((x) => x.kind !== 'E' && BigInt(x.grantMoney) > 0n && BigInt(x.price) > 0n && BigInt(x.price) <= remaining);
  if (!p) throw new Error(`no seeded shop product with game money under ${remaining}원: ${products.map((x) => x.code).join(',')}`);
  return p;
}

test.describe('journey: shop purchase through the payment sandbox', { tag: ['@shop'] }, () => {
  test('a new member pays once, sees money and the remaining monthly limit change; 취소 changes nothing', async ({ page }) => {
    // 1. guest home → 로그인 → IdP page → back on the home with the personal zone
    await page.goto(`${PC}/`);
    const loginBox = page.getByTestId('login-box');
    await expect(loginBox).toBeVisible();
    await loginBox.getByRole('link', { name: '로그인' }).click();
    await expect(page.getByRole('heading', { name: '한판 로그인' })).toBeVisible();
    // a member made for this test: exact balances never see another test's purchases
    await registerFromLoginPage(page, freshMember('buyer'));
    await expect(page).toHaveURL(`${PC}/`);
    await expect(personalZone(page)).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(personalZone(page).getByTestId('pz-money')).toContainText('억');

    const moneyBefore = await shownMoney(page);
    const itemsBefore = await shownItemCount(page);
    const limitBefore = await readLimit(page);
    const products = await shopProducts(page);
    const product = pickProduct(products, BigInt(limitBefore.remainingMonth));
    const price = BigInt(product.price);
    const grant = BigInt(product.grantMoney);

    // Timers paused from here: the result page leaves for the portal after 1.5 s, and we want to
    // reload it and go back first. Resumed below.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);

    // 2. the sandbox order page shows product, price and the remaining limit
    await page.goto(`${PC}/services/shop/payments?codes=${product.code}&traceCode=e2e&clientType=web`);
    await expect(page.getByRole('heading', { name: '주문 확인' })).toBeVisible();
    await expect(page.locator('[data-field="title"]')).toHaveText(product.name);
    await expect(page.locator('[data-field="amount"]')).toHaveText(`${won(price)}원`);
    await expect(page.locator('[data-field="remaining"]')).toHaveText(`${won(BigInt(limitBefore.remainingMonth))}원`);
    const orderNo = (await page.getByText(/^O[A-Z0-9]{8,}$/).innerText()).trim();

    // 3. 결제 — twice in a row (double click) must still be one payment
    await page.getByRole('button', { name: '결제' }).dblclick();
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(orderNo);
    await expect(page.getByRole('main')).toContainText(`${withParticle(product.name, '이')} 보관함에 들어갔습니다.`);

    // 4. reloading the result re-sends the POST: the first result is shown, nothing is charged again
    await page.reload();
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    await expect(page.getByText('이미 처리된 주문입니다. 처음 결과를 보여 드립니다.')).toBeVisible();

    // 5. back to the order page and 결제 again: same order, still one payment
    await page.goBack();
    await expect(page.getByRole('heading', { name: '주문 확인' })).toBeVisible();
    await expect(page.getByText(orderNo)).toBeVisible();
    await page.getByRole('button', { name: '결제' }).click();
    await expect(page.getByText('이미 처리된 주문입니다. 처음 결과를 보여 드립니다.')).toBeVisible();

    // 6. the result page returns to the portal by itself (or via 포털로 돌아가기)
    await page.clock.resume();
    await expect(page).toHaveURL(`${PC}/`);
    await expect(personalZone(page)).toBeVisible({ timeout: PORTAL_LOAD_MS });
    // money as the personal zone shows it: exactly one grant more (other specs may move it too, so
    // compare against the ledger-free expectation first and fail with both numbers)
    await expect.poll(() => shownMoney(page), { message: `보유 머니 ${moneyBefore} + ${grant}` }).toBe(moneyBefore + grant);
    await expect.poll(() => shownItemCount(page), { message: '아이템 count +1' }).toBe(itemsBefore + 1);

    const limitAfter = await readLimit(page);
    expect(BigInt(limitAfter.usedThisMonth) - BigInt(limitBefore.usedThisMonth), 'charged exactly once').toBe(price);
    expect(BigInt(limitAfter.remainingMonth)).toBe(BigInt(limitBefore.remainingMonth) - price);

    // 7. a new order shows the lowered remaining limit; 취소 leaves money and limit as they were
    // (another product: an avatar, once bought, is not sold to the same member again)
    const next = pickProduct(products.filter((p) => p.code !== product.code), BigInt(limitAfter.remainingMonth));
    await page.goto(`${PC}/services/shop/payments?codes=${next.code}`);
    await expect(page.locator('[data-field="remaining"]')).toHaveText(`${won(BigInt(limitAfter.remainingMonth))}원`);
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page.getByText('결제를 취소했습니다. 아무것도 변경되지 않았습니다.')).toBeVisible();
    await expect(page).toHaveURL(`${PC}/`);
    await expect(personalZone(page)).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect.poll(() => shownMoney(page)).toBe(moneyBefore + grant);
    expect(await shownItemCount(page)).toBe(itemsBefore + 1);
    const limitEnd = await readLimit(page);
    expect(limitEnd.usedThisMonth).toBe(limitAfter.usedThisMonth);
    expect(limitEnd.remainingMonth).toBe(limitAfter.remainingMonth);
  });

  test('a cancelled order cannot be paid afterwards (back button + 결제)', async ({ page }) => {
    await registerMember(page, 'buyer');
    const limitBefore = await readLimit(page);
    const product = pickProduct(await shopProducts(page), BigInt(limitBefore.remainingMonth));
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`${PC}/services/shop/payments?codes=${product.code}`);
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page.getByRole('heading', { name: '결제 취소' })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: '결제' }).click();
    await expect(page.getByRole('alert')).toHaveText('취소된 주문입니다. 다시 주문해 주세요.');
    const limitAfter = await readLimit(page);
    expect(limitAfter.usedThisMonth).toBe(limitBefore.usedThisMonth);
  });
  test('a payment whose answer was lost: Back, or a reload, to the order page says it was paid and 결제 is off — no second charge (QA)', async ({ page }) => {
    await registerMember(page, 'buyer');
    const limitBefore = await readLimit(page);
    // game money: sold again and again (an avatar's page would refuse an owned one)
    const product = (await shopProducts(page)).find((x) => x.kind === 'E' && BigInt(x.price) > 0n && BigInt(x.price) <= BigInt(limitBefore.remainingMonth));
    if (!product) throw new Error('no seeded game-money product under the remaining limit');
    await page.goto(`${PC}/services/shop/payments?codes=${product.code}`);
    const firstOrder = (await page.getByText(/^O[A-Z0-9]{8,}$/).innerText()).trim();
    // the server completes the order; its answer never reaches the browser (its error page instead)
    await page.route('**/sandbox/orders/*/complete*', async (route) => {
      await route.fetch();
      await route.abort('failed');
    });
    await page.getByRole('button', { name: '결제' }).click();
    await page.waitForLoadState();
    await page.unrouteAll();
    for (const step of ['back', 'reload'] as const) {
      if (step === 'back') await page.goBack();
      else await page.reload();
      await expect(page.getByRole('heading', { name: '주문 확인' })).toBeVisible();
      // a reload fetches the page again (Back did too for QA: no back-forward cache) with a new order
      // number, yet it speaks of the one that was paid
      if (step === 'reload') await expect(page.getByText(/^O[A-Z0-9]{8,}$/)).not.toHaveText(firstOrder);
      await expect(page.getByRole('status').filter({ hasText: '이미 처리가 끝난 주문입니다.' })).toBeVisible();
      await expect(page.getByRole('button', { name: '결제' })).toBeDisabled();
      await expect(page.getByRole('link', { name: '포털로 돌아가기' })).toBeVisible();
    }
    expect((await readLimit(page)).usedThisMonth, 'paid once').toBe((BigInt(limitBefore.usedThisMonth) + BigInt(product.price)).toString());
  });
});
