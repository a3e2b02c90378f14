// Hovering (or focusing) a link to another remote's route prefetches that remote: opening it
// then needs no network for the remote.
import { expect, test } from '@playwright/test';
import { markDocument, stillSameDocument, waitForHydration } from '../support/portal';

test('hover prefetches the remote; the click renders with its network cut', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  const entry = page.waitForRequest((r) => /\/remotes\/mfe-vip\/[^/]+\/remoteEntry\.js$/.test(r.url()));
  const exposed = page.waitForResponse((r) => /\/remotes\/mfe-vip\/.*__federation_expose_lifecycles.*\.js$/.test(r.url()));
  const vipLink = page.getByTestId('site-header').getByRole('link', { name: 'VIP', exact: true });
  await vipLink.hover();
  await entry;
  await exposed;
  // from now on the VIP deployment is unreachable: the page must come from the prefetched code
  await page.route('**/remotes/mfe-vip/**', (route) => route.abort());
  await vipLink.click();
  await expect(page.locator('[data-remote-root="mfe_vip"] h1')).toHaveText('VIP 클럽');
  expect(await stillSameDocument(page)).toBe(true);
});

test('keyboard focus prefetches too', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/faq');
  // (the portal's scripts start after the server-rendered page's first paint)
  await waitForHydration(page);
  const entry = page.waitForRequest((r) => /\/remotes\/mfe-hpc\/[^/]+\/remoteEntry\.js$/.test(r.url()));
  await page.getByTestId('site-header').getByRole('link', { name: '챔피언십', exact: true }).focus();
  await entry;
});
