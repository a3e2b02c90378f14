// Shell pages and shell rules seen in a browser: FAQ, error state with 다시 시도, mobile-site
// redirect, shortcut app on phones, gclid cookie.
import { expect, test } from '@playwright/test';
import { MOBILE, PC } from '../support/env';
import { waitForHydration } from '../support/portal';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('FAQ: category, keyword search, detail', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto(`${PC}/faq`);
  const list = page.getByTestId('faq-list');
  await expect(list.getByRole('button').first()).toBeVisible();
  const chips = page.getByRole('group', { name: '분류' }).getByRole('button', { name: /게임머니\/충전/ });
  await chips.click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await expect.poll(async () => [...new Set(await list.locator('small').allInnerTexts())]).toEqual(['게임머니/충전']);
  await page.getByLabel('검색어').fill('통장');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/keyWord=/);
  await page.getByRole('group', { name: '분류' }).getByRole('button', { name: '전체' }).click();
  const first = list.getByRole('button', { name: /통장은 어떻게 사용하나요/ });
  await expect(first).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('faq-detail')).not.toBeEmpty();
  await page.getByLabel('검색어').fill('없는질문zzz');
  await page.getByRole('button', { name: '검색' }).click();
  // shown in the list, and said by the page's search status (visually hidden)
  await expect(page.getByRole('region', { name: '질문 목록' }).getByText("'없는질문zzz'에 대한 검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByTestId('faq-search-status')).toHaveText("'없는질문zzz'에 대한 검색 결과가 없습니다.");
});

test('a failing API call shows a Korean error state, 다시 시도 recovers', { tag: ['@shell'] }, async ({ page }) => {
  let fail = true;
  await page.route('**/api/games', (route) => (fail ? route.abort('failed') : route.continue()));
  // the home's games come with a server-rendered home page: the browser reads them after a
  // navigation from another page
  await page.goto(`${PC}/faq`);
  await page.getByTestId('site-header').getByRole('link', { name: '한판', exact: true }).click();
  const list = page.getByTestId('game-list');
  await expect(list.getByRole('alert')).toContainText('네트워크 연결을 확인해 주세요.', { timeout: 20_000 });
  fail = false;
  await list.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('game-poker7')).toBeVisible();
});

test('the game tab a player picks stays in the address: a reload shows it, a ranking link keeps it, Back leaves the page', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto(`${PC}/faq`);
  await page.goto(`${PC}/?rank=%EC%98%81%EC%9B%85`);
  await waitForHydration(page);
  const games = page.getByTestId('game-list');
  await games.getByRole('tab', { name: '로우바둑이' }).click();
  await expect(page).toHaveURL(`${PC}/?rank=%EC%98%81%EC%9B%85&gameId=baduki`);
  await page.reload();
  await expect(games.getByRole('tab', { name: '로우바둑이' })).toHaveAttribute('aria-selected', 'true');
  await waitForHydration(page);
  await page.getByTestId('ranking-card').getByRole('link', { name: '고수', exact: true }).click();
  await expect(page).toHaveURL(`${PC}/?rank=%EA%B3%A0%EC%88%98&gameId=baduki`);
  await expect(games.getByRole('tab', { name: '로우바둑이' })).toHaveAttribute('aria-selected', 'true');
  // the tab replaced its entry; the ranking link added one
  await page.goBack();
  await expect(page).toHaveURL(`${PC}/?rank=%EC%98%81%EC%9B%85&gameId=baduki`);
  await page.goBack();
  await expect(page).toHaveURL(`${PC}/faq`);
});

test('a PC browser on a /mobile path goes to the mobile site', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto(`${PC}/mobile/shop`);
  await expect(page).toHaveURL(`${MOBILE}/mobile/shop`);
});

test('gclid is stored for guests for 90 days', { tag: ['@shell'] }, async ({ page, context }) => {
  await page.goto(`${PC}/?gclid=AD-123`);
  await expect(page.getByTestId('login-box')).toBeVisible();
  // (stored by the portal's script, which starts after the server-rendered page's first paint)
  await waitForHydration(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'HANPAN_GCLID')?.value).toBe('AD-123');
  const cookie = (await context.cookies()).find((c) => c.name === 'HANPAN_GCLID')!;
  expect(cookie.httpOnly).toBe(false);
  expect(cookie.sameSite).toBe('Lax');
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThan(91);
});

async function scrollThenBack(page: import('@playwright/test').Page, origin: string): Promise<number> {
  await page.goto(`${origin}/`);
  await expect(page.getByTestId('game-poker7')).toBeVisible();
  // the click below must be the portal's own navigation, not a plain link before the scripts ran
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await page.waitForTimeout(200);
  // a click from script keeps the scroll position (a pointer click would scroll to the link)
  await page.evaluate(() => (document.querySelector('a[href="/faq"]') as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByTestId('game-poker7')).toBeVisible();
  await page.waitForTimeout(700);
  return page.evaluate(() => window.scrollY);
}

test('PC host: back navigation starts at the top', { tag: ['@shell'] }, async ({ page }) => {
  expect(await scrollThenBack(page, PC)).toBe(0);
});

test.describe('mobile site on a phone', { tag: ['@mobile'] }, () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true });

  test('iOS gets the shortcut instruction layer; the manifest is linked', async ({ page }) => {
    await page.goto(`${MOBILE}/`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/shell/manifest.webmanifest');
    const manifest = await page.evaluate(async () => (await fetch('/shell/manifest.webmanifest')).json());
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const card = page.getByTestId('shortcut-card');
    await expect(card.getByTestId('online-status')).toHaveText('온라인');
    await card.getByRole('button', { name: '바로가기 앱 설치' }).click();
    const guide = page.getByTestId('shortcut-guide');
    await expect(guide).toContainText('홈 화면에 추가');
    // its one button closes it (the '3일 동안 보지 않기' of the shop's offer is not this guide's)
    await guide.getByRole('button', { name: '닫기' }).click();
    await expect(guide).toBeHidden();
    // no horizontal scrolling on the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  // the mobile host's front door is now /mobile (mfe-mobile): its back-navigation restore is
  // checked in mobile.spec.ts (shop → product → back); late content in shell scroll.test.ts

  test('offline status is shown', async ({ page, context }) => {
    await page.goto(`${MOBILE}/`);
    // the live mobile home (its server-rendered first screen does not follow the connection)
    await expect(page.locator('[data-remote-root="mfe_mobile"]').getByTestId('online-status')).toHaveText('온라인');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toContainText('오프라인 상태입니다');
    await expect(page.getByTestId('online-status')).toHaveText('오프라인');
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
});
