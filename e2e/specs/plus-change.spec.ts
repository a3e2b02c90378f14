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
  // 2 group uses: no 5% discount to carry on, told when it would come
  await expect(popup.getByTestId('change-group-discount')).toContainText('그룹 연속 이용 13회부터 이용료가 5% 할인됩니다(지금 2회');
  await expect(popup.getByTestId('change-group-discount')).not.toContainText('할인은 변경해도 이어집니다');
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
  await expect(history).toContainText('결제 취소');
  await history.getByLabel('취소 내역 제외').check();
  await history.getByRole('button', { name: '조회' }).click();
  await expect(history).not.toContainText('결제 취소');
});

test('a regular payment the daily limit refused: My Plus says why it ended; the history shows 결제 실패 with the reason', { tag: ['@plus'] }, async ({ page }) => {
  // plusfail (read only): its V-Plus renewal was refused by the daily limit it had lowered, so Plus ended
  await loginThroughIdp(page, 'plusfail', '/plus/me');
  // My Plus says why it ended
  await expect(page.getByTestId('my-plus-refused-renewal')).toContainText('V-Plus 정기결제가 결제되지 않아 멤버십이 종료되었습니다.', { timeout: PORTAL_LOAD_MS });
  await page.getByRole('link', { name: '결제 내역' }).first().click();
  const history = page.getByTestId('payment-history');
  const failed = history.getByRole('row', { name: /V-Plus 정기결제/ });
  await expect(failed).toContainText('결제 실패', { timeout: PORTAL_LOAD_MS });
  await expect(failed.getByTestId('payment-failure-reason')).toHaveText('일 구매 한도를 넘어 결제하지 못했습니다. (그날 남은 한도 5,000원)');
  await expect(history.getByRole('row', { name: /V-Plus 가입/ })).toContainText('결제 완료');
  // a refused renewal is no cancellation: it stays when cancellations are left out
  await history.getByLabel('취소 내역 제외').check();
  await history.getByRole('button', { name: '조회' }).click();
  await expect(history.getByRole('row', { name: /V-Plus 정기결제/ })).toContainText('결제 실패');
  await expect(history.getByRole('row', { name: /V-Plus 가입/ })).toBeVisible();
});

test('an option held is extended from My Plus: the payment popup has it chosen as 기간 연장, and it ends a month later', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'pluspet'), '/plus/me');
  const basic = page.getByTestId('my-plus-options').getByRole('listitem').filter({ hasText: '펫샵 베이직' });
  await expect(basic).toContainText(/~ \d{4}\.\d{2}\.\d{2}/, { timeout: PORTAL_LOAD_MS });
  const endOf = async () => /~ (\d{4})\.(\d{2})\.(\d{2})/.exec(await basic.innerText())!.slice(1).map(Number);
  const [year, month] = await endOf();

  const popupPromise = page.waitForEvent('popup');
  await basic.getByRole('button', { name: '펫샵 베이직 기간 연장' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/popup\/plus\/me\/payments\?code=PO0021/);
  await expect(popup.getByRole('radio', { name: /펫샵 베이직/ })).toBeChecked();
  await expect(popup.getByRole('radio', { name: /펫샵 로얄/ })).toBeDisabled();
  await expect(popup.getByTestId('options-total')).toHaveText('3,300원');
  await popup.getByRole('button', { name: '결제하기' }).click();
  await payInSandbox(popup, '3,300원');

  // the page behind the popup: the option's new end, a month later
  await expect.poll(async () => (await endOf()).slice(0, 2), { timeout: 15_000 }).toEqual(month === 12 ? [year! + 1, 1] : [year, month! + 1]);
});

test('a change form another tab made out of date picks nothing for the player and says so; its stale order page is refused (QA: it fell back to Z-Plus and charged 31,900원)', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'pluschange'), '/popup/plus/change');
  await expect(page.getByTestId('change-current')).toContainText('V-Plus', { timeout: PORTAL_LOAD_MS });
  const tab = await page.context().newPage();
  await tab.goto('/popup/plus/change');
  await expect(tab.getByTestId('change-current')).toContainText('V-Plus', { timeout: PORTAL_LOAD_MS });
  await tab.getByRole('radio', { name: /X-Plus/ }).check();
  await page.getByRole('radio', { name: /X-Plus/ }).check();
  await page.getByRole('button', { name: '변경 결제하기' }).click();
  await payInSandbox(page, '23,100원');
  // the other tab read the member again (the result page's announcement): X-Plus is held now
  await expect(tab.getByTestId('change-membership-changed')).toHaveText('다른 화면에서 멤버십이 X-Plus로 바뀌었습니다. 변경할 멤버십을 다시 골라 주세요.', { timeout: 15_000 });
  await expect(tab.getByTestId('change-current')).toContainText('X-Plus');
  await expect(tab.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(tab.getByTestId('change-amount')).toHaveCount(0);
  await expect(tab.getByRole('button', { name: '변경 결제하기' })).toHaveAttribute('aria-disabled', 'true');
  // an order page from the form as it was (another PC that did not read again) is refused, saying what is held
  await tab.goto('/services/membership/payments/subscription/change?codes=PM0007&from=PM0004');
  await expect(tab.getByRole('main')).toContainText('다른 화면에서 멤버십이 X-Plus로 바뀌었습니다.');
  await expect(tab.getByRole('button', { name: '결제', exact: true })).toHaveCount(0);
  await tab.close();
});
