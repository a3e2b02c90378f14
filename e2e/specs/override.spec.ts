// Team override (like import-map-overrides): one browser runs another build of a remote, with a
// Korean banner and a one-click reset, while everyone else keeps the deployed version.
// A script (the deploy smoke gate) uses it the same way: open any page with
//   ?hanpan-override=mfe_shop=<URL of the build's mf-manifest.json or remoteEntry.js>
// (stored in localStorage['hanpan:override:mfe_shop'] and removed from the address), then check the
// page; ?hanpan-override=reset (or the banner's button) clears it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectScripts, hydrationComplaints, waitForHydration } from '../support/portal';

const deployDir = () => process.env.E2E_DEPLOY_DIR!;
/** A version the portal serves (a deploy spec running beside this one may publish another). */
const servedVersion = /^\d+\.\d+\.\d+-/;

test('?hanpan-override points this browser at another mfe-shop build; the banner resets it in one click', { tag: ['@ops', '@shop'] }, async ({ page, browser }) => {
  const served = (await (await page.request.get('/remotes.json')).json()) as Record<string, { version: string }>;
  const deployed = served.mfe_shop.version;
  // another build of mfe-shop at its own URL (here: the deployed files copied to a folder of their own)
  const other = `override-e2e-${Date.now()}`;
  fs.cpSync(path.join(deployDir(), 'remotes/mfe-shop', deployed), path.join(deployDir(), 'remotes/mfe-shop', other), { recursive: true });
  const entry = `/remotes/mfe-shop/${other}/mf-manifest.json`;

  const scripts = collectScripts(page);
  // the server renders the deployed version into the page: the browser hydrates that markup as it
  // is (the address it was rendered for is the one without the parameter), then lets it go
  const complaints = hydrationComplaints(page);
  await page.goto(`/shop?hanpan-override=${encodeURIComponent(`mfe_shop=${entry}`)}`);
  await expect(page).toHaveURL(/\/shop$/);
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText(`원격 오버라이드 사용 중: mfe_shop → ${entry}`);
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('상점');
  await expect(page.locator(`[data-remote-version="override:${entry}"]`)).toBeVisible();
  expect(scripts.some((s) => s.startsWith(`/remotes/mfe-shop/${other}/`))).toBe(true);
  expect(scripts.some((s) => s.startsWith(`/remotes/mfe-shop/${deployed}/`))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('hanpan:override:mfe_shop'))).toBe(entry);
  // and again with the override stored (no parameter)
  await page.reload();
  await expect(page.locator(`[data-remote-version="override:${entry}"]`)).toBeVisible();
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('상점');
  await waitForHydration(page);
  expect(complaints).toEqual([]);

  // another browser (no override) keeps the deployed version (the deploy specs may publish a newer
  // one meanwhile: any served version, never the override)
  const otherContext = await browser.newContext();
  const plain = await otherContext.newPage();
  await plain.goto('/shop');
  await expect(plain.locator('[data-remote="mfe_shop"]')).toHaveAttribute('data-remote-version', servedVersion);
  await expect(plain.getByTestId('override-banner')).toHaveCount(0);
  await otherContext.close();

  await banner.getByRole('button', { name: '오버라이드 해제' }).click();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  await expect(page.locator('[data-remote="mfe_shop"]')).toHaveAttribute('data-remote-version', servedVersion);
  expect(await page.evaluate(() => localStorage.getItem('hanpan:override:mfe_shop'))).toBeNull();
});
