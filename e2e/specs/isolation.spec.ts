// Failure isolation: a remote that is down, slow or throws shows a Korean fallback inside the
// layout; the header and the other remotes keep working; 다시 시도 recovers without a reload.
import { expect, test } from '@playwright/test';
import { markDocument, stillSameDocument } from '../support/portal';

test('remote down → fallback, rest works, remote back → 다시 시도 without reload', async ({ page }) => {
  let down = true;
  await page.route('**/remotes/mfe-plus/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/plus/home');
  await markDocument(page);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('플러스 화면을 불러오지 못했습니다.');
  await expect(page.locator('[data-layout="default"] [data-testid="site-header"]')).toBeVisible();

  // the rest of the portal keeps working
  await page.getByTestId('site-header').getByRole('link', { name: '상점' }).click();
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('상점');
  await page.goBack();
  await expect(page).toHaveURL(/\/plus\/home$/);
  await expect(fallback).toBeVisible();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(fallback).toBeVisible(); // still down

  down = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('[data-remote-root="mfe_plus"] h1')).toHaveText('플러스 홈');
  await expect(fallback).toHaveCount(0);
  expect(await stillSameDocument(page)).toBe(true);
});

test('manifest pointing to a missing entry → fallback; fixed manifest → 다시 시도 works', async ({ page }) => {
  let broken = true;
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    if (broken) json.mfe_vip = { entry: '/remotes/mfe-vip/0.0.0-missing/mf-manifest.json', version: '0.0.0-missing' };
    await route.fulfill({ response: res, json });
  });
  await page.goto('/vip/lounge');
  await markDocument(page);
  await expect(page.getByTestId('remote-fallback')).toContainText('VIP 화면을 불러오지 못했습니다.');
  broken = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('[data-remote-root="mfe_vip"] h1')).toHaveText('VIP 라운지');
  expect(await stillSameDocument(page)).toBe(true);
});

test('slow remote (over 3 s) → timeout fallback, then 다시 시도', async ({ page }) => {
  let slow = true;
  await page.route('**/remotes/mfe-hpc/**', async (route) => {
    if (slow) await new Promise((r) => setTimeout(r, 6000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/hpc');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toHaveAttribute('data-kind', 'timeout', { timeout: 8000 });
  await expect(fallback).toContainText('3초');
  slow = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('[data-remote-root="mfe_hpc"] h1')).toHaveText('HPC 챔피언십', { timeout: 15000 });
});

test('remote throws while rendering → fallback inside the layout; other remotes work', async ({ page }) => {
  await page.goto('/vip/guide?__throw=mfe_vip');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toHaveAttribute('data-kind', 'render');
  await expect(fallback).toContainText('VIP 화면을 표시하는 중 오류가 발생했습니다.');
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(page.locator('[data-layout="default"] [data-testid="site-header"]')).toBeVisible();
  await markDocument(page);
  await page.getByTestId('site-header').getByRole('link', { name: '플러스' }).click();
  await expect(page.locator('[data-remote-root="mfe_plus"] h1')).toHaveText('플러스');
  // the VIP area recovers as soon as it renders again
  await page.getByTestId('site-header').getByRole('link', { name: 'VIP' }).click();
  await expect(page.locator('[data-remote-root="mfe_vip"] h1')).toHaveText('VIP 클럽');
  expect(await stillSameDocument(page)).toBe(true);
});
