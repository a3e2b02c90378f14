// The few journeys that prove a portal is alive end to end (@smoke, under 2 minutes together):
// log in and out with a layer opened on the way, open each area, buy one thing in the payment
// sandbox. `npm run deploy -- <remote>` runs the area's ones against the new version before it
// switches the production manifest (--grep "@smoke" and the area's tag).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MOBILE, PC } from '../support/env';
import { loginThroughIdp, parseKoreanMoney, PORTAL_LOAD_MS, shopProducts } from '../support/journey-session';
import { freshMember, registerFromLoginPage } from '../support/members';
import { dialog, shopMoney } from '../support/shop';
import { withPageErrors } from '../support/portal';

/**
 * The area's heading is shown, not the remote fallback: a release that cannot load or render shows
 * the fallback at once, and the deploy gate refuses it then rather than after the load time.
 */
async function expectAreaHeading(page: Page, heading: Locator): Promise<void> {
  const fallback = page.getByTestId('remote-fallback');
  await expect(heading.or(fallback).first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // a fallback that is shown stays (its retry is the player's): no waiting for it to go
  expect(await fallback.count(), 'the remote fallback is not shown').toBe(0);
  await expect(heading).toBeVisible();
}

/** The area's page renders its remote (no fallback) with its title; a failure says what the page threw. */
async function expectArea(page: Page, url: string, remote: string, title: string): Promise<void> {
  await withPageErrors(page, async () => {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    const heading = page.locator(`[data-remote-root="${remote}"]`).locator('h1').first();
    await expectAreaHeading(page, heading);
    await expect(heading).toHaveText(title);
  });
}

test('log in from the home page, open a layer, log out', { tag: ['@shell', '@smoke'] }, async ({ page }) => {
  await page.goto(`${PC}/`);
  // `member` is only read here
  await loginThroughIdp(page, 'member', '/');
  const zone = page.getByRole('region', { name: '내 정보' });
  await expect(zone.getByTestId('pz-money')).toContainText('억', { timeout: PORTAL_LOAD_MS });

  // a layer the popup host loads from its remote
  await page.getByRole('region', { name: '플러스 혜택' }).getByRole('button', { name: '출금 통장 안내' }).click();
  const layer = page.getByRole('dialog', { name: '출금 통장 안내' });
  await expect(layer).toContainText('출금 통장은');
  await layer.getByRole('button', { name: '닫기' }).first().click();
  await expect(layer).toHaveCount(0);

  await page.getByTestId('site-header').getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByTestId('login-box')).toBeVisible({ timeout: PORTAL_LOAD_MS });
});

// @prod-check: these five only read, as a guest — what may run against production (E2E_BASE_URL) after
// an emergency switch; the other journeys log in as demo members and sign up and pay
test.describe('each area opens', () => {
  test('shop', { tag: ['@shop', '@smoke', '@prod-check'] }, async ({ page }) => expectArea(page, `${PC}/shop`, 'mfe_shop', '상점'));
  test('plus', { tag: ['@plus', '@smoke', '@prod-check'] }, async ({ page }) => expectArea(page, `${PC}/plus/guide`, 'mfe_plus', '플러스 안내'));
  test('vip', { tag: ['@vip', '@smoke', '@prod-check'] }, async ({ page }) => expectArea(page, `${PC}/vip`, 'mfe_vip', 'VIP 클럽'));
  test('hpc', { tag: ['@hpc', '@smoke', '@prod-check'] }, async ({ page }) => expectArea(page, `${PC}/hpc`, 'mfe_hpc', 'HPC 챔피언십'));
  test('mobile', { tag: ['@mobile', '@smoke', '@prod-check'] }, async ({ page }) => {
    await expectArea(page, `${MOBILE}/mobile/guide/rule`, 'mfe_mobile', '게임 규칙');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  });
});

test('a new member buys one thing in the payment sandbox; the shop shows the money', { tag: ['@shop', '@smoke'] }, async ({ page }) => {
  await page.goto(`${PC}/shop/avatar`);
  await expectAreaHeading(page, page.getByRole('heading', { level: 1, name: '아바타' }));
  await page.getByRole('button', { name: '봄나들이 소녀 구매' }).click();
  await expect(dialog(page)).toContainText('로그인 후, 이용해 주세요.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await registerFromLoginPage(page, freshMember('smoke'));
  await expect(page).toHaveURL(`${PC}/shop/avatar`);
  await expect(page.getByTestId('shop-money')).toContainText('억', { timeout: PORTAL_LOAD_MS });
  const before = await shopMoney(page);

  const product = (await shopProducts(page))
    .filter((p) => p.kind !== 'E' && p.code !== 'C703' && BigInt(p.price) > 0n && BigInt(p.grantMoney) > 0n)
    .sort((a, b) => Number(BigInt(a.price) - BigInt(b.price)))[0];
  if (!product) throw new Error('no shop product that grants game money');
  await page.goto(`${PC}/services/shop/payments?codes=${product.code}`);
  await page.getByRole('button', { name: '결제' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(page).toHaveURL(`${PC}/`, { timeout: PORTAL_LOAD_MS });

  await page.goto(`${PC}/shop/avatar`);
  await expect.poll(async () => shopMoney(page).catch(() => 0n), { timeout: PORTAL_LOAD_MS }).toBe(before + BigInt(product.grantMoney));
  expect(parseKoreanMoney(await page.getByTestId('shop-money').innerText())).toBeGreaterThan(before);
});
