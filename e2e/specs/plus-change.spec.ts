// A V-Plus member changes to X-Plus: the unused bankbook of this month is taken off the price in
// the change popup and in the sandbox; My Plus shows X-Plus without a reload. `pluschange` is a
// demo account made for this journey.
import { expect, test } from '@playwright/test';
import { loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { markDocument, stillSameDocument } from '../support/portal';
import { payInSandbox } from '../support/plus';
import { memberLike } from '../support/members';

test('V-Plus changes to X-Plus with the unused-bankbook discount', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'pluschange'), '/plus/me');
  await expect(page.getByTestId('my-plus-name')).toHaveText('V-Plus', { timeout: PORTAL_LOAD_MS });
  await markDocument(page);

  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('my-plus-summary').getByRole('button', { name: '멤버십 변경' }).click();
  const popup = await popupPromise;
  await expect(popup.getByTestId('change-current')).toContainText('V-Plus');
  await popup.getByRole('radio', { name: /X-Plus/ }).check();
  await expect(popup.getByTestId('change-discount')).toHaveText('-9,900원');
  await expect(popup.getByTestId('change-amount')).toHaveText('23,100원');
  await popup.getByRole('button', { name: '변경 결제하기' }).click();
  await expect(popup.getByText('미사용 통장 할인 -9,900원')).toBeVisible();
  await payInSandbox(popup, '23,100원');

  await expect(page.getByTestId('my-plus-name')).toHaveText('X-Plus', { timeout: 15_000 });
  expect(await stillSameDocument(page)).toBe(true);
  // the payment is in the history; the seeded cancelled order disappears with the filter
  await page.getByRole('link', { name: '결제 내역' }).first().click();
  const history = page.getByTestId('payment-history');
  await expect(history).toContainText('X-Plus로 멤버십 변경');
  await expect(history).toContainText('결제취소');
  await history.getByLabel('취소 내역 제외').check();
  await history.getByRole('button', { name: '조회' }).click();
  await expect(history).not.toContainText('결제취소');
});
