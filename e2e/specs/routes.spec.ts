// Every SPEC §2 route answers in its layout with its page info; unknown paths show the 404 page.
import { expect, test } from '@playwright/test';
import { PORTAL_ROUTES, urlOf } from '../support/portal';

test.describe('route table', () => {
  for (const route of PORTAL_ROUTES) {
    test(`${route.path} → ${route.owner} in ${route.layout}`, async ({ page }) => {
      const res = await page.goto(urlOf(route));
      expect(res?.status()).toBe(200);
      await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
      // page info of the route table: the document title; remote pages render it in their parcel
      await expect(page).toHaveTitle(`${route.pageInfo.title} | 한판`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      if (route.owner !== 'shell') {
        const root = page.locator(`[data-remote-root="${route.owner}"]`);
        await expect(root).toBeVisible();
        await expect(root.getByText(route.pageInfo.title).first()).toBeVisible();
      }
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    });
  }

  test('unknown route → HTTP 404 and the 404 page', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
  });
});
