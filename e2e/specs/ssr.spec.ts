// The frame comes from the server: without JavaScript a guest sees the header, the navigation and
// the home's banners and games; with JavaScript the browser hydrates that HTML without a mismatch
// (the shell reports recovered hydration errors on the console: any such line fails).
import { expect, test, type Page } from '@playwright/test';
import { MOBILE, PARTNER } from '../support/env';
import { loginThroughIdp, PC, PORTAL_LOAD_MS } from '../support/journey-session';

/** Console errors and warnings of the page that speak of hydration (or the shell's [ssr] report). */
function hydrationComplaints(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|\[ssr\]|did not match|server rendered/i.test(message.text())) {
      found.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) found.push(error.message);
  });
  return found;
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="1"]')).toHaveCount(1, { timeout: PORTAL_LOAD_MS });

/**
 * Elements whose class (styled-components) differs from what React rendered in the browser: a
 * production build hydrates such an attribute silently (no console line), so it is compared here.
 */
const classMismatches = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      const rendered = key ? (element as unknown as Record<string, { className?: unknown }>)[key].className : undefined;
      if (typeof rendered === 'string' && rendered !== (element.getAttribute('class') ?? '')) out.push(`${element.tagName}: ${element.getAttribute('class')} ≠ ${rendered}`);
    }
    return out;
  });

test.describe('server-rendered frame', { tag: ['@shell'] }, () => {
  test('without JavaScript a guest sees the frame and the home’s banners and games', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${PC}/`);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '상점', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '자주 묻는 질문' })).toBeVisible();
    await expect(page.getByTestId('login-box').getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.getByTestId('main-banners').locator('img').first()).toBeVisible();
    const games = page.getByTestId('game-list');
    await expect(games).toBeVisible();
    expect(await games.locator('[data-testid^="game-"]').count()).toBeGreaterThan(0);
    // a link works as a plain link (the page answers clicks without JavaScript)
    await nav.getByRole('link', { name: '자주 묻는 질문' }).click();
    await expect(page).toHaveURL(`${PC}/faq`);
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    await context.close();
  });

  test('when the scripts never arrive the frame takes clicks after a while: its links work as plain links', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/shell\/.*\.js$/, (route) => route.abort());
    await page.goto(`${PC}/`);
    const faq = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '자주 묻는 질문' });
    await expect(faq).toBeVisible();
    // not hydrated: clicks are held back for now (React would not see them) ...
    expect(await faq.evaluate((a) => getComputedStyle(a).pointerEvents)).toBe('none');
    // ... and released once the wait is over (8 s), never waiting for a hydration that cannot come
    await expect.poll(() => faq.evaluate((a) => getComputedStyle(a).pointerEvents), { timeout: 12_000 }).toBe('auto');
    await faq.click();
    await expect(page).toHaveURL(`${PC}/faq`);
    await context.close();
  });

  test('without JavaScript the mobile and partner hosts render their own frames; a remote page gets its layout and skeleton', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${MOBILE}/mobile`);
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await page.goto(`${PARTNER}/faq`);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '자주 묻는 질문' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '플러스' })).toHaveCount(0);
    await page.goto(`${PC}/shop`);
    await expect(page.locator('[data-layout="default"]').getByTestId('site-header')).toBeVisible();
    await expect(page.locator('[data-layout="default"] [aria-busy="true"]').first()).toBeAttached();
    await context.close();
  });

  test('with JavaScript / and /shop hydrate without a mismatch, for a guest and for a member', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    await page.goto(`${PC}/`);
    await hydrated(page);
    await expect(page.getByTestId('game-list')).toBeVisible();
    expect(await classMismatches(page)).toEqual([]);
    await page.goto(`${PC}/shop`);
    await hydrated(page);
    await expect(page.locator('[data-remote="mfe_shop"] .remote-parcel')).toBeAttached({ timeout: PORTAL_LOAD_MS });
    await loginThroughIdp(page, 'member', '/');
    await hydrated(page);
    await expect(page.getByTestId('pz-nickname')).toHaveText('한판초보탈출', { timeout: PORTAL_LOAD_MS });
    expect(await classMismatches(page)).toEqual([]);
    await page.goto(`${PC}/shop`);
    await hydrated(page);
    await expect(page.locator('[data-remote="mfe_shop"] .remote-parcel')).toBeAttached({ timeout: PORTAL_LOAD_MS });
    await page.goto(`${MOBILE}/mobile`);
    await hydrated(page);
    expect(await classMismatches(page)).toEqual([]);
    expect(complaints).toEqual([]);
  });

  test('the member’s nickname is in the HTML the server sends (before any script runs)', async ({ page }) => {
    await loginThroughIdp(page, 'vplus', '/faq');
    const html = await (await page.request.get(`${PC}/`)).text();
    expect(html).toContain('data-testid="pz-nickname"');
    expect(html).toContain('브이플러스');
    expect(html).toMatch(/<template id="hanpan-ssr-state">/);
  });
});
