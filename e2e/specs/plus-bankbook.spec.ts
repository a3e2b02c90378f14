// Bankbook journeys: a fresh V-Plus member confirms the beginning bankbook (ERROR_BEGINNING_BANKBOOK
// → confirm → resend); a member without Plus opening the bankbook is told to join. `plusbegin` is
// a demo account made for this journey; `member` is only read.
import { expect, test } from '@playwright/test';
import { loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { memberLike } from '../support/members';

test('a fresh V-Plus member confirms the beginning bankbook and gets the money; the money history keeps its kind in the address', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'plusbegin'), '/plus/me');
  await expect(page.getByTestId('my-plus-name')).toHaveText('V-Plus', { timeout: PORTAL_LOAD_MS });
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('my-plus-summary').getByRole('button', { name: '통장 사용' }).click();
  const popup = await popupPromise;
  await expect(popup.getByTestId('bankbook-remain')).toHaveText('1회');
  await popup.getByRole('button', { name: '통장 사용하기' }).click();
  const confirm = popup.getByRole('alertdialog', { name: '통장 사용' });
  await expect(confirm).toContainText('지금 통장을 사용하시겠습니까?');
  await confirm.getByRole('button', { name: '지금 사용하기' }).click();
  const done = popup.getByRole('alertdialog', { name: '통장 사용 완료' });
  await expect(done).toContainText('30억');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(popup.getByTestId('bankbook-remain')).toHaveText('0회');
  // the portal page behind refreshed its numbers without a reload
  await page.getByRole('link', { name: '통장 내역' }).first().click();
  await expect(page.getByRole('table', { name: '통장 내역' })).toContainText('30억');
  // the kind of history is in the address: a reload shows it, Back returns to the bankbook's
  const kinds = page.getByRole('tablist', { name: '머니 내역 종류' });
  await kinds.getByRole('tab', { name: '펫샵' }).click();
  await expect(page).toHaveURL(/\/plus\/me\/money-history\?tab=pet$/);
  await expect(page.getByRole('table', { name: '펫샵 보너스 내역' })).toBeVisible();
  await page.reload();
  await expect(kinds.getByRole('tab', { name: '펫샵' })).toHaveAttribute('aria-selected', 'true', { timeout: PORTAL_LOAD_MS });
  await page.goBack();
  await expect(page.getByRole('table', { name: '통장 내역' })).toContainText('30억');
});

test('a member without Plus opening the bankbook is told to join', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, 'member', '/popup/plus/bankbook');
  const state = page.getByTestId('bankbook-state');
  // (a neutral heading: nothing failed yet)
  await expect(state).toContainText('통장 사용 안내', { timeout: PORTAL_LOAD_MS });
  await expect(state).toContainText('플러스에 가입해 주세요.');
  await page.getByRole('button', { name: '플러스 가입하기' }).click();
  await expect(page).toHaveURL(/\/popup\/plus\/join/);
  await expect(page.getByTestId('join-form')).toBeVisible();
});
