// Keyboard focus after an action that takes away the button just used: it moves on to what comes
// next on the page, never to <body> (where a screen reader starts over from the top).
import { expect, test } from '@playwright/test';
import { PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { waitForHydration } from '../support/portal';

test.describe('keyboard focus after an action', { tag: ['@shell'] }, () => {
  test('FAQ 다음 페이지: the question list takes the focus (the paging goes while the next page loads); Tab goes on to its first question', async ({ page }) => {
    await page.goto(`${PC}/faq`);
    await waitForHydration(page, PORTAL_LOAD_MS);
    const list = page.getByRole('region', { name: '질문 목록' });
    const firstQuestion = list.getByTestId('faq-list').getByRole('button').first();
    const firstOnPageOne = (await firstQuestion.textContent()) ?? '';
    await page.getByRole('button', { name: '다음 페이지' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(list).toBeFocused();
    // (while it loads, the old page's questions are out of the Tab order: they are about to go)
    await expect(firstQuestion).not.toHaveText(firstOnPageOne);
    await expect(list.getByTestId('faq-list')).not.toHaveAttribute('inert');
    await expect(list).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstQuestion).toBeFocused();
  });

  test('home 배너 닫기: the focus goes on to what follows the floating banner', async ({ page }) => {
    await page.goto(`${PC}/`);
    await waitForHydration(page, PORTAL_LOAD_MS);
    const banner = page.getByTestId('floating-banner');
    await expect(banner).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await banner.getByRole('button', { name: '배너 닫기' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    // the first link after it: the main column's first event banner
    await expect(page.getByTestId('main-banners').getByRole('link').first()).toBeFocused();
  });
});
