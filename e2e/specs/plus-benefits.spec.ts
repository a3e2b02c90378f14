// Pet shop, weekly gold, over-money and the benefit layers. `pluspet` and `plusover` are demo
// accounts made for these journeys; `zplus` is only read (its weekly-gold purchase is refused).
import { expect, test } from '@playwright/test';
import { apiFromPage, loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { memberLike } from '../support/members';
import { waitForHydration } from '../support/portal';

test('pet shop: two items dressed, a third waits for one to come off (and the API refuses it)', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'pluspet'), '/popup/plus/pet');
  await expect(page.getByTestId('pet-name')).toHaveText('콩이', { timeout: PORTAL_LOAD_MS });
  // a retried run starts from nothing dressed
  const state = await apiFromPage<{ items: { itemCode: string; dressed: boolean }[] }>(page, 'GET', '/api/membership/pet-shop');
  for (const i of state.body.items.filter((x) => x.dressed)) await apiFromPage(page, 'PUT', '/api/membership/pet-shop', { itemCode: i.itemCode });
  await page.reload();
  await page.getByRole('button', { name: '펫 모자 입히기' }).click();
  await expect(page.getByRole('button', { name: '펫 모자 벗기기' })).toBeVisible();
  await page.getByRole('button', { name: '펫 망토 입히기' }).click();
  await expect(page.getByText('(2/2 착용)')).toBeVisible();
  await expect(page.getByTestId('pet-reward-money')).toContainText('6억 5,000만');
  // a third waits for one to come off; the server refuses one anyway (its words, 422)
  await expect(page.getByRole('button', { name: '펫 왕관 입히기' })).toBeDisabled();
  await expect(page.getByTestId('pet-items-full')).toContainText('먼저 하나를 벗겨 주세요');
  const third = await apiFromPage<unknown>(page, 'POST', '/api/membership/pet-shop', { itemCode: 'PET_CROWN' });
  expect(third.status).toBe(422);
  expect(third.header.resultMessage).toContain('펫 아이템은 최대 2개까지 착용할 수 있습니다.');
});

test('weekly gold: a member with one running is refused before paying', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, 'zplus', '/popup/plus/weeklygold/payments');
  await expect(page.getByTestId('weekly-gold-active')).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('button', { name: '주간 골드 구매하기' })).toHaveCount(0);
  await expect(page.getByTestId('weekly-gold-round')).toContainText('2회차');
  await expect(page.getByTestId('weekly-gold-prev')).toContainText('1회차');
  // the sandbox refuses the order too (no payment possible)
  const res = await page.goto('/services/weekly-gold/payments?codes=PI0002');
  expect(res?.status()).toBe(422);
  await expect(page.getByRole('alert')).toContainText('이미 이용 중인 주간 골드 멤버십이 있습니다.');
});

test('over-money: the stored money is withdrawn up to the holding limit, then the fail result explains why', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'plusover'), '/popup/over-money/main');
  await expect(page.getByTestId('over-money-stored')).toHaveText('120억', { timeout: PORTAL_LOAD_MS });
  await expect(page.getByTestId('over-money-withdrawable')).toHaveText('10억');
  await page.getByRole('button', { name: '10억 찾기' }).click();
  // asked first, then the result in the same kind of dialog
  const done = page.getByRole('alertdialog', { name: '초과 머니 찾기' });
  await expect(done).toContainText('10억을 게임머니로 옮깁니다.');
  await done.getByRole('button', { name: '찾기' }).click();
  await expect(done).toContainText('110억');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('over-money-stored')).toHaveText('110억');
  await page.getByRole('button', { name: '초과 머니 찾기' }).click();
  await expect(page).toHaveURL(/\/popup\/over-money\/fail-result\?code=ERROR_OVERMONEY/);
  await expect(page.getByRole('alert')).toContainText('보유 한도에 가득 차');
  await page.getByRole('button', { name: '내역 보기' }).click();
  await expect(page.getByTestId('over-money-history')).toContainText('초과 머니 10억 찾기');
});

test('a Plus benefit layer opened from the home page; the avatar guide goes to the shop', { tag: ['@plus'] }, async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: '플러스 혜택' });
  await card.getByRole('button', { name: '출금 통장 안내' }).click();
  const layer = page.getByRole('dialog', { name: '출금 통장 안내' });
  await expect(layer).toContainText('출금 통장은 플러스 회원이 매달 받는 게임머니입니다.');
  await layer.getByRole('button', { name: '닫기' }).first().click();
  await expect(layer).toHaveCount(0);
  await card.getByRole('button', { name: '회원 전용 아바타' }).click();
  const avatar = page.getByRole('dialog', { name: '회원 전용 아바타 혜택 안내' });
  await avatar.getByRole('button', { name: '아바타 상점 가기' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(avatar).toHaveCount(0);
  // what the layer promises is there: the member-only avatars, said to be for Plus members
  const memberOnly = page.getByTestId('sub-store-PLUS');
  await expect(memberOnly).toContainText('플러스 회원만 구매할 수 있는 회원 전용 아바타');
  await expect(memberOnly.getByRole('article', { name: '플러스 라운지 신사' })).toContainText('플러스 전용');
});

test('the weekly-gold offer on /plus/home takes the keyboard focus; Escape closes it and the page is usable', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, 'member', '/plus/home');
  const layer = page.getByRole('dialog').filter({ has: page.locator('[data-layer="plus-weekly-gold"]') });
  await expect(layer).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // it was drawn hidden while its code loaded; focus stayed on the page behind it (Escape did nothing)
  await expect.poll(() => layer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(layer).toHaveCount(0);
});

test('a dialog taller than the window (the lucky-flip table at 200% zoom) scrolls by keyboard; the page behind stays, and is as it was after', { tag: ['@plus'] }, async ({ page }) => {
  // a PC window of 1366×900 at 200% zoom: 683×450 CSS px
  await page.setViewportSize({ width: 683, height: 450 });
  await page.goto('/');
  // the server-rendered button does nothing until the page is hydrated
  await waitForHydration(page);
  const open = page.getByRole('button', { name: '럭키 플립 확률표' });
  await open.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => [window.scrollY, document.documentElement.getAttribute('style')] as const);
  const pageY = before[0];
  await open.focus();
  await page.keyboard.press('Enter');
  const layer = page.getByRole('dialog', { name: '럭키 플립 확률표' });
  const body = layer.getByRole('region', { name: '럭키 플립 확률표' });
  await expect(body).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // the scrolling body is the trap's next stop after ×
  await expect(layer.getByRole('button', { name: '닫기' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  await page.keyboard.press('End');
  await expect.poll(() => body.evaluate((b) => b.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('PageDown');
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
  await page.keyboard.press('Escape');
  await expect(layer).toHaveCount(0);
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => [window.scrollY, document.documentElement.getAttribute('style')] as const)).toEqual(before);
});

test("the pet shop's bonus taken in its layer says its result over the layer at once (QA: it waited until the layer closed); Back closes the result, then the layer", { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'pluspet'), '/plus/me/benefit');
  await waitForHydration(page);
  await page.getByRole('button', { name: '펫샵 베이직 자세히 보기' }).click({ timeout: PORTAL_LOAD_MS });
  const layer = page.getByRole('dialog', { name: '플러스 펫샵' });
  const remain = layer.getByTestId('pet-reward-remain');
  await expect(remain).toContainText('회 남음', { timeout: PORTAL_LOAD_MS });
  const before = Number(/(\d+)회 남음/.exec(await remain.innerText())![1]);
  expect(before).toBeGreaterThan(0);
  await layer.getByRole('button', { name: '펫샵 보너스 받기' }).click();
  const result = page.getByRole('alertdialog', { name: '펫샵 보너스' });
  await expect(result).toContainText('받았습니다.');
  await expect(result).toContainText(`남은 횟수 ${before - 1}회`);
  // Back answers the top dialog first (QA mobile: it closed the layer beneath), then the layer; the page stays
  await page.goBack();
  await expect(result).toHaveCount(0);
  await expect(remain).toContainText(`${before - 1}회 남음`);
  await page.goBack();
  await expect(layer).toHaveCount(0);
  await expect(page).toHaveURL(/\/plus\/me\/benefit$/);
});

test("a probability table opened from a benefit layer shows over it; Escape comes back to the layer, Back then closes it (QA: the layer gave way)", { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, 'zplus', '/plus/me/benefit');
  await waitForHydration(page);
  await page.getByRole('button', { name: '딜러비 할인 자세히 보기' }).click({ timeout: PORTAL_LOAD_MS });
  const layer = page.getByRole('dialog', { name: '딜러비 할인', exact: true });
  await layer.getByRole('button', { name: '확률표 보기' }).click({ timeout: PORTAL_LOAD_MS });
  const table = page.getByRole('dialog', { name: '딜러비 할인 확률표' });
  await expect(table).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await expect(layer).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(table).toHaveCount(0);
  await expect(layer).toBeVisible();
  await expect(layer.getByRole('button', { name: '확률표 보기' })).toBeFocused();
  await page.goBack();
  await expect(layer).toHaveCount(0);
  await expect(page).toHaveURL(/\/plus\/me\/benefit$/);
});

test("a blocked popup from a benefit layer: '무료 충전 받기' takes this window to the free recharge (QA: the layer only closed)", { tag: ['@plus'] }, async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await loginThroughIdp(page, 'vplus', '/plus/me/benefit');
  await page.getByRole('button', { name: '무료 충전 자세히 보기' }).click({ timeout: PORTAL_LOAD_MS });
  const layer = page.getByRole('dialog', { name: '무료 충전' });
  await layer.getByRole('button', { name: '무료 충전 받기' }).click();
  await expect(page).toHaveURL(/\/popup\/charge$/);
});
