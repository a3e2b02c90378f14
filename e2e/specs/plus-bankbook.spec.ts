// Bankbook journeys: a fresh V-Plus member confirms the beginning bankbook (ERROR_BEGINNING_BANKBOOK
// → confirm → resend); a member without Plus opening the bankbook is told to join and sees what each
// tier gives; a use the page knows would be refused (over the holding limit, a payment in progress)
// cannot be sent; a V-Plus member who used this month's bankbook sees it used up. `plusbegin` and
// `vplus` are cloned for their journey; `member`, `rich` and `restricted` are only read.
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
  // at once, while the page may still be starting up: the Back still shows the bankbook's history
  // (the router catches up with a traversal made before it listened: useTraversalBeforeStart)
  await page.goBack();
  await expect(page.getByRole('table', { name: '통장 내역' })).toContainText('30억');
});

test('a member without Plus opening the bankbook is told to join', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, 'member', '/popup/plus/bankbook');
  const state = page.getByTestId('bankbook-state');
  // (a neutral heading: nothing failed yet)
  await expect(state).toContainText('통장 사용 안내', { timeout: PORTAL_LOAD_MS });
  await expect(state).toContainText('플러스에 가입해 주세요.');
  // what a bankbook would be, not a bankbook of 0 the member does not have
  const offer = page.getByRole('region', { name: '플러스에 가입하면 받는 통장' });
  await expect(offer).toContainText('V-Plus');
  await expect(offer).toContainText('매월 1회 × 30억');
  await expect(page.getByText('1회 통장 머니')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '통장 사용하기' })).toHaveCount(0);
  await page.getByRole('button', { name: '플러스 가입하기' }).click();
  await expect(page).toHaveURL(/\/popup\/plus\/join/);
  await expect(page.getByTestId('join-form')).toBeVisible();
});

for (const [account, reason] of [
  ['rich', '보유 한도를 넘게 되어'],
  ['restricted', '정기결제가 처리 중입니다.'],
] as const) {
  test(`${account}: a use the page knows would be refused cannot be sent; the reason is next to the button`, { tag: ['@plus'] }, async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/membership/bankbook') posts++;
    });
    await loginThroughIdp(page, account, '/popup/plus/bankbook');
    const button = page.getByRole('button', { name: '통장 사용하기' });
    await expect(button).toBeDisabled({ timeout: PORTAL_LOAD_MS });
    const reasonId = await button.getAttribute('aria-describedby');
    expect(reasonId).toBeTruthy();
    const note = page.locator(`[id="${reasonId}"]`);
    await expect(note).toContainText('통장 사용 안내');
    await expect(note).toContainText(reason);
    await button.click({ force: true });
    // (a state that can pass: the page can look again)
    await page.getByRole('button', { name: '다시 확인하기' }).click();
    await expect(button).toBeDisabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(posts).toBe(0);
  });
}

test('a V-Plus member who used this month\'s bankbook sees it used up, with no 0회 to pick', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'vplus'), '/popup/plus/bankbook');
  await page.getByRole('button', { name: '통장 사용하기' }).click({ timeout: PORTAL_LOAD_MS });
  const done = page.getByRole('alertdialog', { name: '통장 사용 완료' });
  await expect(done).toContainText('30억');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('bankbook-remain')).toHaveText('0회');
  const button = page.getByRole('button', { name: '통장 사용하기' });
  await expect(button).toBeDisabled();
  const state = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
  await expect(state).toContainText('이번 달 통장을 모두 사용했습니다');
  await expect(state).toContainText('에 새 통장이 지급됩니다.');
  await expect(page.getByLabel(/사용 횟수/)).toHaveCount(0);
  await expect(page.getByRole('option', { name: '0회' })).toHaveCount(0);
});
