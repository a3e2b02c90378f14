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

test('keyboard focus prefetches too — the area, its frame and the page the link opens: Enter then opens the championship with its deployment cut', { tag: ['@shell'] }, async ({ page }) => {
  const started: string[] = [];
  const finished: string[] = [];
  const ofHpc = (url: string) => /\/remotes\/mfe-hpc\//.test(url);
  page.on('request', (r) => void (ofHpc(r.url()) && started.push(r.url())));
  page.on('requestfinished', (r) => void (ofHpc(r.url()) && finished.push(r.url())));
  await page.goto('/faq');
  // (the portal's scripts start after the server-rendered page's first paint)
  await waitForHydration(page);
  await markDocument(page);
  expect(started, 'nothing of the championship before the focus').toEqual([]);
  // the championship's own frame: a move into it keeps the open page until the frame is in (QA: 2–3 s on a slow network)
  const frame = page.waitForResponse((r) => /\/shell\/layout-hpc\.[^/]+\.js$/.test(r.url()));
  const link = page.getByTestId('site-header').getByRole('link', { name: '챔피언십', exact: true });
  await link.focus();
  expect((await frame).ok()).toBe(true);
  // its entry, its exposed code and then the page's chunk (asked once the code is in: wait until the
  // area's requests have all finished and no new one came for half a second)
  let seen = 0;
  await expect
    .poll(async () => {
      const quiet = started.length > 2 && finished.length === started.length && started.length === seen;
      seen = started.length;
      return quiet;
    }, { intervals: [500] })
    .toBe(true);
  expect(started.some((u) => /remoteEntry\.js$/.test(u))).toBe(true);
  await page.route('**/remotes/mfe-hpc/**', (route) => route.abort());
  await link.press('Enter');
  await expect(page.locator('[data-remote-root="mfe_hpc"] h1')).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test('the first move to an area on a slow network: its Korean loading line shows by 400 ms while the shell’s own parcel code is still on its way, not a blank page (QA)', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  // the shell's parcel code (its chunk for every remote page) arrives 2 s late
  await page.route('**/shell/*federation-host*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2_000));
    await route.continue();
  });
  const parcelCode = page.waitForRequest((r) => /\/shell\/[^/]*federation-host[^/]*\.js$/.test(r.url()));
  // (a click without the hover's prefetch: a tap on a phone)
  await page.getByTestId('site-header').getByRole('link', { name: '플러스', exact: true }).dispatchEvent('click');
  await parcelCode;
  const line = page.getByTestId('remote-loading').getByRole('status');
  await expect(line).toHaveText('플러스 화면을 불러오는 중입니다.');
  // shown (the CSS delay has passed) well before the code came
  await expect.poll(() => line.evaluate((el) => getComputedStyle(el).opacity), { timeout: 1_500 }).toBe('1');
  await expect(page.locator('[data-remote-root="mfe_plus"] h1')).toBeVisible({ timeout: 10_000 });
});

test('a shell page’s own code on a slow network: its Korean loading line shows by 400 ms, not an empty frame (QA: 1–2.5 s before 자주 묻는 질문)', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route('**/shell/page-faq.*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2_000));
    await route.continue();
  });
  const pageCode = page.waitForRequest((r) => /\/shell\/page-faq\.[^/]+\.js$/.test(r.url()));
  await page.getByTestId('site-header').getByRole('link', { name: '자주 묻는 질문', exact: true }).click();
  await pageCode;
  const line = page.getByTestId('page-loading').getByRole('status');
  await expect(line).toHaveText('페이지를 불러오는 중입니다.');
  await expect.poll(() => line.evaluate((el) => getComputedStyle(el).opacity), { timeout: 1_500 }).toBe('1');
  await expect(page.getByRole('heading', { name: '자주 묻는 질문', level: 1 })).toBeVisible({ timeout: 10_000 });
});
