// Joker-catch (C703) is for X-Plus and Z-Plus members: `member` gets the popup saying so (the
// partner publisher with the SPEC wording), `zplus` gets the Joker-catch window (551x309).
import { expect, test } from '@playwright/test';
import { PARTNER, PC } from '../support/env';
import { loginThroughIdp } from '../support/journey-session';
import { dialog } from '../support/shop';

test.describe('shop: Joker-catch', { tag: ['@shop'] }, () => {
  test('member without X-Plus gets the refusal popup', async ({ page }) => {
    await loginThroughIdp(page, 'member', '/shop/item');
    await page.getByRole('button', { name: '조커 잡기 열기' }).click();
    await expect(dialog(page)).toContainText('조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다.');
    await expect(dialog(page).getByRole('button', { name: 'X-Plus 알아보기' })).toBeVisible();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    // the popup page itself says so too when opened directly
    await page.goto(`${PC}/popup/product/Joker-catch`);
    await expect(page.getByTestId('joker-catch-refusal')).toHaveText('조커 잡기는 X-Plus 이상 플러스 가입자만 이용할 수 있습니다.');
    // … with the way on, not a dead end (QA): no window opened it, so the X-Plus guide opens here
    await expect(page.getByRole('button', { name: '닫기' })).toBeVisible();
    await page.getByRole('button', { name: 'X-Plus 알아보기' }).click();
    await expect(page).toHaveURL(`${PC}/plus/guide/main/X`);
  });

  test('zplus opens the Joker-catch window', async ({ page }) => {
    await loginThroughIdp(page, 'zplus', '/shop/item');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '조커 잡기 열기' }).click()]);
    await expect(popup.getByRole('heading', { level: 1, name: '조커 잡기' })).toBeVisible();
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([551, 309]);
    await expect(popup.getByTestId('joker-catch-owned')).toContainText('보유 이용권');
    await expect(popup.getByRole('button', { name: '이용권 구매' })).toBeVisible();
  });

  test('the partner publisher gets the SPEC wording', async ({ page }) => {
    await loginThroughIdp(page, 'partner', '/shop/item', PARTNER);
    await page.getByRole('button', { name: '조커 잡기 열기' }).click();
    await expect(dialog(page)).toContainText('조커 잡기는 X-Plus 이상 가입자분들만 이용하실 수 있습니다.');
    await expect(dialog(page).getByRole('button', { name: 'X-Plus 알아보기' })).toHaveCount(0);
  });
});
