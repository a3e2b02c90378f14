// Window buttons with the browser's popups blocked (QA: many players browse so): each takes this
// window to its page instead of doing nothing, and the page's 닫기 comes back to where the player was.
// Read-only accounts, or copies (memberLike) where a layer is shown once.
import { expect, test, type Page } from '@playwright/test';
import { loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { memberLike } from '../support/members';
import { PC } from '../support/env';

const blockPopups = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => null;
  });

test.beforeEach(async ({ page }) => {
  await blockPopups(page);
});

test("VIP: '등급 확인' opens the check in this window; 창 닫기 goes back to the VIP home (not the portal's home)", { tag: ['@vip'] }, async ({ page }) => {
  await loginThroughIdp(page, 'vip', '/vip/home');
  await page.getByTestId('vip-summary').getByRole('button', { name: '등급 확인' }).click({ timeout: PORTAL_LOAD_MS });
  await expect(page).toHaveURL(/\/popup\/vip\/check$/);
  await expect(page.getByTestId('vip-expectation')).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await page.getByRole('button', { name: '창 닫기' }).click();
  await expect(page).toHaveURL(/\/vip\/home$/);
  await expect(page.getByTestId('vip-summary')).toBeVisible({ timeout: PORTAL_LOAD_MS });
});

/** A copy of vplus (the reservation stays with it) reserves the auto bankbook from My Plus: the payment
 *  sandbox and then the result come in this window. */
async function reserveAutoBankbookHere(page: Page) {
  await loginThroughIdp(page, await memberLike(page, 'vplus'), '/plus/me');
  await page.getByTestId('auto-bankbook').getByRole('button', { name: '자동 통장 예약' }).click({ timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('heading', { name: '주문 확인' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await expect(page.getByText('자동 통장 예약')).toBeVisible();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL(/\/popup\/plus\/result\?kind=auto-bankbook$/);
  await expect(page.getByText('자동 통장 예약이 완료되었습니다.')).toBeVisible({ timeout: PORTAL_LOAD_MS });
}

test("Plus: '자동 통장 예약' goes on to the payment sandbox in this window, its result there too", { tag: ['@plus'] }, async ({ page }) => {
  await reserveAutoBankbookHere(page);
  // on to My Plus
  await page.getByRole('button', { name: '나의 플러스로 이동' }).click();
  await expect(page).toHaveURL(/\/plus\/me$/);
  await expect(page.getByTestId('auto-bankbook')).toContainText('예약 중', { timeout: PORTAL_LOAD_MS });
});

test('Plus: the result of a payment made in this window closes back to the page it started from (not the home)', { tag: ['@plus'] }, async ({ page }) => {
  await reserveAutoBankbookHere(page);
  // (the referrer is the sandbox's page now: the page left for the blocked window is remembered)
  await page.getByRole('button', { name: '창 닫기' }).click();
  await expect(page).toHaveURL(/\/plus\/me$/);
  await expect(page.getByTestId('auto-bankbook')).toContainText('예약 중', { timeout: PORTAL_LOAD_MS });
});

test('Plus: a gold item used from the weekly gold page shown in this window closes back to the Plus shop the player started from', { tag: ['@plus'] }, async ({ page }) => {
  // a copy of zplus: the item is used up
  await loginThroughIdp(page, await memberLike(page, 'zplus'), '/plus/shop');
  await page.getByRole('button', { name: '주간 골드 보기' }).click({ timeout: PORTAL_LOAD_MS });
  await expect(page).toHaveURL(/\/popup\//);
  await page.getByRole('button', { name: '이번 회차에 사용' }).first().click({ timeout: PORTAL_LOAD_MS });
  await page.getByRole('alertdialog').getByRole('button', { name: '사용하기' }).click();
  await page.getByRole('button', { name: '사용', exact: true }).click({ timeout: PORTAL_LOAD_MS });
  await expect(page.getByText('골드 아이템 사용이 완료되었습니다.')).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // (the weekly gold page that opened the use page was itself a popup page: the page before it counts)
  await page.getByRole('button', { name: '창 닫기' }).click();
  await expect(page).toHaveURL(/\/plus\/shop$/);
});

test('home: a guest’s popup banner (더블데이) goes to its page in this window, which asks for the login', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto(`${PC}/`);
  await page.getByTestId('main-banners').getByRole('link', { name: /더블데이/ }).click();
  await expect(page).toHaveURL(/\/popup\/mileage$/);
  await expect(page.getByRole('alertdialog')).toContainText('로그인 후, 이용해 주세요.');
});

test("home: the goldbox layer's '골드박스 열기' goes to the goldbox in this window (the layer only closed)", { tag: ['@shell'] }, async ({ page }) => {
  // a copy of vip (a goldbox target): its invitation stays with the demo account
  await loginThroughIdp(page, await memberLike(page, 'vip'), '/');
  const layer = page.getByTestId('goldbox-layer');
  await layer.getByRole('button', { name: '골드박스 열기' }).click({ timeout: PORTAL_LOAD_MS });
  await expect(page).toHaveURL(/\/popup\/goldbox$/);
  await expect(page.getByRole('button', { name: '골드박스 열기' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
});
