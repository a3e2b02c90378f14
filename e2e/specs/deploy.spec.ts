// Redeploy one remote (new build, new version folder, one manifest entry changed) and roll it
// back: an open shell picks both up on its next page, without reload or shell rebuild (a step
// inside a page keeps the build it is in).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EXTERNAL_PORTAL, NEEDS_OWN_PORTAL } from '../support/env';
import { prepareFixtureRemote } from '../support/fixtureRemote';
import { collectScripts, markDocument, PORTAL_ROUTES, stillSameDocument } from '../support/portal';

const ROOT = path.resolve(__dirname, '../..');
const deployDir = () => process.env.E2E_DEPLOY_DIR!;
// the manifest as the server serves it (kept in its database, switched by the scripts through it)
// (Playwright's request context: a fresh connection, never a keep-alive socket the server closed during a build)
const manifest = async (request: APIRequestContext) => (await (await request.get('/remotes.json')).json()) as Record<string, { version: string }>;
// the smoke gate's temporary portal: the port after the run's own
const SMOKE_PORT = String(Number(process.env.E2E_PORT || 8090) + 1);
const run = (script: string, pkg: string, extra: string[] = [], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', script), pkg, ...extra], {
    // the gate's journeys only: the area's page checks (@pages) run in this suite anyway, and the gate's selection is checked below
    env: { ...process.env, DEPLOY_DIR: deployDir(), DEPLOY_URL: process.env.E2E_DEPLOY_URL, SMOKE_PORT, SMOKE_PAGES: '0', ...env },
    stdio: 'pipe',
  }).toString();

test.setTimeout(360_000);
test.skip(EXTERNAL_PORTAL, NEEDS_OWN_PORTAL);

test('redeploy of mfe-hpc is picked up without reloading the shell; rollback restores it', { tag: ['@ops', '@hpc'] }, async ({ page }) => {
  const before = (await manifest(page.request)).mfe_hpc.version as string;
  const shellBefore = fs.readFileSync(path.join(deployDir(), 'shell/main.js'));
  const scripts = collectScripts(page);
  await page.goto('/hpc');
  const root = page.locator('[data-remote-root="mfe_hpc"]');
  await expect(root.locator('h1')).toHaveText('HPC 챔피언십');
  const buildBefore = await root.getAttribute('data-remote-build');
  await markDocument(page);

  // the server pushes the change (server-sent event) to the open page within 5 s
  const revisionBefore = await page.locator('html').getAttribute('data-remotes-revision');
  const out = run('deploy.mjs', 'mfe-hpc');
  expect(out).toContain('배포 완료');
  const pushedAt = Date.now();
  await expect.poll(() => page.locator('html').getAttribute('data-remotes-revision'), { timeout: 5_000 }).not.toBe(revisionBefore);
  expect(Date.now() - pushedAt).toBeLessThan(5_000);
  const after = (await manifest(page.request)).mfe_hpc.version as string;
  expect(after).not.toBe(before);
  expect(fs.existsSync(path.join(deployDir(), 'remotes/mfe-hpc', before, 'remoteEntry.js')), 'old version kept').toBe(true);

  // next navigation (manifest TTL is 1 s in e2e) remounts the new build
  await page.waitForTimeout(1200);
  // the championship menu of the HPC layout (declared by the remote: `menu` labels)
  await page.getByRole('navigation', { name: '챔피언십 메뉴' }).getByRole('link', { name: '대회 안내' }).click();
  await expect(page.locator(`[data-remote-version="${after}"]`)).toBeVisible();
  // the new build's own code is mounted (its process.env.BUILD_ID), not the cached old chunk
  await expect(page.locator('[data-remote-root="mfe_hpc"]')).not.toHaveAttribute('data-remote-build', buildBefore!);
  await expect(page.locator('[data-remote-root="mfe_hpc"] h1')).toHaveText('대회 안내');
  expect(scripts.some((s) => s.startsWith(`/remotes/mfe-hpc/${after}/`))).toBe(true);
  const buildAfter = await root.getAttribute('data-remote-build');
  await page.getByRole('navigation', { name: '챔피언십 메뉴' }).getByRole('link', { name: '역대 기록' }).click();
  const search = root.getByRole('searchbox', { name: '닉네임 검색' });
  await search.fill('제트');

  expect(run('rollback.mjs', 'mfe-hpc')).toContain('롤백 완료');
  expect((await manifest(page.request)).mfe_hpc.version).toBe(before);
  await page.waitForTimeout(1200);
  // a step inside the page (a tab kept in the address) keeps the build it is in: a remount would
  // drop what the player typed
  await root.getByRole('tab', { name: '미라클 실드' }).click();
  await expect(page).toHaveURL(/\/hpc\/history\?board=miracle-shield$/);
  await expect(root.getByRole('table')).toContainText('미라클 실드');
  // (time for the manifest read and the remount that must not come)
  await page.waitForTimeout(1500);
  await expect(root).toHaveAttribute('data-remote-build', buildAfter!);
  await expect(search).toHaveValue('제트');
  // the next page takes the rolled-back one
  await page.getByRole('navigation', { name: '챔피언십 메뉴' }).getByRole('link', { name: '미디어' }).click();
  await expect(page.locator(`[data-remote-version="${before}"]`)).toBeVisible();
  await expect(page.locator('[data-remote-root="mfe_hpc"]')).toHaveAttribute('data-remote-build', buildBefore!);
  await expect(page.locator('[data-remote-root="mfe_hpc"] h1')).toHaveText('미디어');

  // the shell was neither reloaded nor rebuilt
  expect(await stillSameDocument(page)).toBe(true);
  expect(scripts.filter((s) => s === '/shell/main.js')).toHaveLength(1);
  expect(fs.readFileSync(path.join(deployDir(), 'shell/main.js')).equals(shellBefore)).toBe(true);
});

test('a new mfe-shop version alone brings its new sub-route, data hook and layer to an open browser', { tag: ['@ops', '@shop'] }, async ({ page }) => {
  const manifestBefore = await manifest(page.request);
  const shellInfo = fs.readFileSync(path.join(deployDir(), 'shell/build-info.json'), 'utf8');
  const scripts = collectScripts(page);
  await page.goto('/shop');
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('상점');
  await expect(page.locator('[data-remote-root="mfe_shop"]').getByRole('link', { name: /행운 상자/ })).toHaveCount(0);
  await markDocument(page);

  const source = prepareFixtureRemote('mfe-shop', 'mfe-shop-next');
  expect(run('deploy.mjs', 'mfe-shop', ['--source', source])).toContain('배포 완료');
  const after = await manifest(page.request);
  expect(after.mfe_shop.version).not.toBe(manifestBefore.mfe_shop.version);
  for (const name of ['mfe_plus', 'mfe_vip', 'mfe_hpc', 'mfe_mobile']) expect(after[name], `${name} untouched`).toEqual(manifestBefore[name]);

  // the next navigation (manifest TTL is 1 s in e2e) remounts the new version with its new route
  await page.waitForTimeout(1200);
  await page.getByTestId('site-header').getByRole('link', { name: '상점', exact: true }).click();
  await expect(page.locator(`[data-remote-version="${after.mfe_shop.version}"]`)).toBeVisible();
  await page.locator('[data-remote-root="mfe_shop"]').getByRole('link', { name: /행운 상자/ }).click();
  await expect(page).toHaveURL(/\/shop\/lucky-box$/);
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('행운 상자');
  await expect(page).toHaveTitle('행운 상자 | 한판');
  await expect(page.getByTestId('lucky-box-count')).toContainText(/상품 \d+개/);
  await page.getByRole('button', { name: '안내 보기' }).click();
  await expect(page.getByRole('dialog', { name: '행운 상자 안내' })).toContainText('매일 자정에 새로 채워집니다');

  // the shell was neither reloaded nor rebuilt
  expect(await stillSameDocument(page)).toBe(true);
  expect(scripts.filter((s) => s === '/shell/main.js')).toHaveLength(1);
  expect(fs.readFileSync(path.join(deployDir(), 'shell/build-info.json'), 'utf8')).toBe(shellInfo);

  // the server's HTTP 404s follow the deployed declarations too
  expect((await page.request.get('/shop/lucky-box')).status()).toBe(200);
  expect(run('rollback.mjs', 'mfe-shop')).toContain('롤백 완료');
  expect((await page.request.get('/shop/lucky-box')).status()).toBe(404);
});

test('a broken mfe-shop version is refused by the smoke gate; the current version keeps serving', { tag: ['@shop'] }, async ({ page }) => {
  const before = (await manifest(page.request)).mfe_shop as { version: string; entry: string };
  const source = prepareFixtureRemote('mfe-shop', 'mfe-shop-broken');
  let status = 0;
  let out = '';
  try {
    // the first failed journey refuses it (each failure waits out its checks' timeouts)
    out = run('deploy.mjs', 'mfe-shop', ['--source', source], { SMOKE_MAX_FAILURES: '1' });
  } catch (e) {
    const err = e as { status: number; stdout: Buffer; stderr: Buffer };
    status = err.status;
    out = `${err.stdout}${err.stderr}`;
  }
  expect(status, out).toBe(1);
  expect(out).toContain('smoke 여정이 실패해 배포하지 않았습니다');
  expect(out).toContain(`현재 버전(${before.version})이 계속 서비스됩니다`);
  const report = /보고서: (\S+index\.html)/.exec(out)?.[1];
  expect(report && fs.existsSync(report), `report ${report}`).toBe(true);

  // production is untouched: the same entry, the refusal logged, no folder of the refused build
  expect((await manifest(page.request)).mfe_shop).toEqual(before);
  const history = JSON.parse(fs.readFileSync(path.join(deployDir(), 'history/mfe-shop.json'), 'utf8'));
  const last = history.log.at(-1);
  expect(last.action).toBe('refused');
  expect(history.current).toBe(before.version); // what a server start would record stays the served one
  expect(fs.existsSync(path.join(deployDir(), 'remotes/mfe-shop', last.version))).toBe(false);

  // and the old version keeps serving
  await page.goto('/shop');
  await expect(page.locator(`[data-remote-version="${before.version}"]`)).toBeVisible();
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('상점');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('the gate of a VIP deploy runs the area’s smoke journeys and every page the area declares, nothing of other areas', { tag: ['@ops', '@vip'] }, async () => {
  const { gateGrep } = (await import(path.join(ROOT, 'scripts/lib/smoke-gate.mjs'))) as { gateGrep: (tag: string, pages?: boolean) => string };
  const list = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--list', '--grep', gateGrep('@vip')], {
    cwd: ROOT,
    env: { ...process.env, CI: '' },
    stdio: 'pipe',
  }).toString();
  const listed = list.split('\n').filter((line) => line.includes('›'));
  expect(listed.some((l) => l.includes('each area opens › vip'))).toBe(true);
  const vipPages = PORTAL_ROUTES.filter((r) => r.owner === 'mfe_vip');
  expect(vipPages.length).toBeGreaterThan(3);
  for (const route of vipPages) expect(listed.some((l) => l.includes(`${route.path} → mfe_vip`)), route.path).toBe(true);
  expect(listed.filter((l) => /→ mfe_(shop|plus|hpc|mobile) /.test(l))).toEqual([]);
});
