// The frame comes from the server: without JavaScript a guest sees the header, the navigation and
// the home's banners and games, and a remote page its first screen; with JavaScript the browser
// hydrates that HTML without a mismatch (the shell reports recovered hydration errors on the
// console: any such line fails), a remote's first screen included: the remote hydrates it in place.
import { expect, test, type Page } from '@playwright/test';
import { MOBILE, PARTNER } from '../support/env';
import { loginThroughIdp, PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { hydrationComplaints, waitForHydration } from '../support/portal';
import { memberLike } from '../support/members';
import { ERROR_PAGES } from '@hanpan/platform/routing';
import { FRAME_STATE_ELEMENT_ID } from '@hanpan/contracts/constants';

const hydrated = (page: Page) => waitForHydration(page, PORTAL_LOAD_MS);

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

  test('without JavaScript the mobile and partner hosts render their own frames; a remote page gets its layout and its first screen', async ({ browser }) => {
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
    // the shop's own first screen, rendered by the deployed mfe-shop build on the server
    const shop = page.locator('[data-layout="default"] [data-remote-ssr="mfe_shop"]');
    await expect(shop.locator('img').first()).toBeVisible();
    await page.goto(`${MOBILE}/mobile`);
    await expect(page.locator('[data-layout="mobile"] [data-remote-ssr="mfe_mobile"]')).not.toBeEmpty();
    await context.close();
  });

  test('a remote page: the server’s first screen stays in place until the remote hydrates it: the same elements become live', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    // the remote's code waits, so the server's markup can be measured first
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/mfe-plus\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${PC}/plus`);
    const server = page.locator('[data-remote-ssr="mfe_plus"]');
    await expect(server.locator('h3', { hasText: 'V-Plus' })).toBeVisible();
    await hydrated(page);
    const before = await server.locator('h3', { hasText: 'V-Plus' }).boundingBox();
    // (a mark on the server's element: hydration keeps the element, a new render would not)
    await server.locator('h3', { hasText: 'V-Plus' }).evaluate((el) => el.setAttribute('data-e2e-server-element', ''));
    // inert: the shell's hydration does not make the server's copy clickable, the remote's does
    expect(await server.evaluate((el) => el.querySelector(':scope > [data-remote-ssr-root]')?.hasAttribute('inert'))).toBe(true);
    release();
    const live = page.locator('[data-remote="mfe_plus"] [data-remote-root="mfe_plus"]');
    await expect(live).toBeAttached({ timeout: PORTAL_LOAD_MS });
    await expect(server).toHaveCount(0);
    await expect(page.locator('style[data-remote-ssr-styles]')).toHaveCount(0);
    // one copy of the page, at the very same place
    await expect(page.getByRole('heading', { name: 'V-Plus' })).toHaveCount(1);
    const after = await live.getByRole('heading', { name: 'V-Plus' }).boundingBox();
    expect(after).toEqual(before);
    await expect(live.getByRole('heading', { name: 'V-Plus' })).toHaveAttribute('data-e2e-server-element', '');
    expect(await live.evaluate((el) => el.closest('[inert]'))).toBeNull();
    expect(await classMismatches(page)).toEqual([]);
    // the live page answers: a link inside the remote navigates in place (no page load)
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await live.getByRole('link', { name: /플러스 안내/ }).click();
    await expect(page).toHaveURL(`${PC}/plus/guide`);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(complaints).toEqual([]);
  });

  test('every area’s first page hydrates for a member: no mismatch, and every element the server drew becomes the live page’s', async ({ page }) => {
    test.slow();
    const complaints = hydrationComplaints(page);
    await loginThroughIdp(page, 'vplus', '/faq');
    const areas = [
      { url: `${PC}/shop`, remote: 'mfe_shop', pkg: 'mfe-shop' },
      { url: `${PC}/plus`, remote: 'mfe_plus', pkg: 'mfe-plus' },
      { url: `${PC}/vip`, remote: 'mfe_vip', pkg: 'mfe-vip' },
      { url: `${PC}/hpc`, remote: 'mfe_hpc', pkg: 'mfe-hpc' },
      // (a guest there: the session belongs to the PC host)
      { url: `${MOBILE}/mobile`, remote: 'mfe_mobile', pkg: 'mfe-mobile' },
    ];
    for (const area of areas) {
      // the remote's code waits until the server's elements are marked
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const scripts = new RegExp(`/remotes/${area.pkg}/.*\\.js$`);
      await page.route(scripts, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(area.url);
      const server = page.locator(`[data-remote-ssr="${area.remote}"]`);
      await expect(server).not.toBeEmpty();
      const drawn = await server.evaluate((host) => {
        const elements = host.querySelectorAll('*');
        elements.forEach((el) => el.setAttribute('data-e2e-server-element', ''));
        return elements.length;
      });
      release();
      await expect(page.locator(`[data-remote="${area.remote}"] [data-remote-root="${area.remote}"]`)).toBeAttached({ timeout: PORTAL_LOAD_MS });
      await hydrated(page);
      expect(drawn, area.url).toBeGreaterThan(10);
      expect(await page.locator('#root [data-e2e-server-element]').count(), area.url).toBe(drawn);
      expect(await classMismatches(page), area.url).toEqual([]);
      await page.unroute(scripts);
    }
    expect(complaints).toEqual([]);
  });

  test('with JavaScript / and /shop hydrate without a mismatch, for a guest and for a member; on the mobile host its home and a championship page in its frame too', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    await page.goto(`${PC}/`);
    await hydrated(page);
    await expect(page.getByTestId('game-list')).toBeVisible();
    expect(await classMismatches(page)).toEqual([]);
    await page.goto(`${PC}/shop`);
    await hydrated(page);
    await expect(page.locator('[data-remote="mfe_shop"] [data-remote-root="mfe_shop"]')).toBeAttached({ timeout: PORTAL_LOAD_MS });
    expect(await classMismatches(page)).toEqual([]);
    await loginThroughIdp(page, 'member', '/');
    await hydrated(page);
    await expect(page.getByTestId('pz-nickname')).toHaveText('한판초보탈출', { timeout: PORTAL_LOAD_MS });
    expect(await classMismatches(page)).toEqual([]);
    await page.goto(`${PC}/shop`);
    await hydrated(page);
    await expect(page.locator('[data-remote="mfe_shop"] [data-remote-root="mfe_shop"]')).toBeAttached({ timeout: PORTAL_LOAD_MS });
    await page.goto(`${MOBILE}/mobile`);
    await hydrated(page);
    expect(await classMismatches(page)).toEqual([]);
    // a PC frame's page on the mobile host: the mobile frame, with the championship's menu and dark content
    await page.goto(`${MOBILE}/hpc/media`);
    await hydrated(page);
    await expect(page.locator('[data-layout="mobile"] nav[aria-label="챔피언십 메뉴"]')).toBeVisible();
    expect(await classMismatches(page)).toEqual([]);
    expect(complaints).toEqual([]);
  });

  test('the game a ?gameId= address picks is the server’s too (its maintenance period as well), and a partner member whose login needs an action hydrates without a mismatch', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    const html = await (await page.request.get(`${PC}/?gameId=baduki`)).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>로우바둑이</);
    await page.goto(`${PC}/?gameId=baduki`);
    await hydrated(page);
    await expect(page.getByTestId('game-list').getByRole('tab', { name: '로우바둑이' })).toHaveAttribute('aria-selected', 'true');
    // a game under maintenance (seeded: highlow2): the server draws its maintenance period, as the browser does
    const maintenanceHtml = await (await page.request.get(`${PC}/?gameId=highlow2`)).text();
    expect(maintenanceHtml).toMatch(/게임은 점검 중입니다\.(<!-- -->)? \(\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~ /);
    await page.goto(`${PC}/?gameId=highlow2`);
    await hydrated(page);
    await expect(page.getByTestId('game-highlow2').getByRole('status')).toContainText('점검 중입니다. (');
    // (its personal zone once held the logout form inside a <p>, which the HTML parser takes apart)
    await loginThroughIdp(page, 'partner-action', '/', PARTNER);
    await expect(page.getByTestId('need-action-box')).toBeVisible();
    expect(await classMismatches(page)).toEqual([]);
    expect(complaints).toEqual([]);
  });

  test('a question an old link names that is gone (/faq?id=9999): the server draws the list with the note, the browser hydrates it as is and does not ask again', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/faq/detail/')) asked.push(request.url());
    });
    const html = await (await page.request.get(`${PC}/faq?id=9999`)).text();
    expect(html).toContain('찾으시는 질문이 없습니다.');
    const response = await page.goto(`${PC}/faq?id=9999`);
    // not the whole page's 404 (QA): the list stays, the note says what happened
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const opened = page.getByRole('region', { name: '선택한 질문' });
    await expect(opened).toContainText('찾으시는 질문이 없습니다.');
    await expect(page.getByRole('region', { name: '질문 목록' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(ERROR_PAGES[404].subTitle)).toHaveCount(0);
    expect(complaints).toEqual([]);
    expect(asked).toEqual([]);
    await opened.getByRole('button', { name: '닫기' }).click();
    await expect(page).toHaveURL(`${PC}/faq`);
    await expect(opened).toHaveCount(0);
  });

  test('the member’s nickname is in the HTML the server sends (before any script runs)', async ({ page }) => {
    await loginThroughIdp(page, 'vplus', '/faq');
    const html = await (await page.request.get(`${PC}/`)).text();
    expect(html).toContain('data-testid="pz-nickname"');
    expect(html).toContain('브이플러스');
    expect(html).toContain(`<template id="${FRAME_STATE_ELEMENT_ID}">`);
  });

  test('without JavaScript a member logs out with the header’s 로그아웃: the server drew the form with the member’s token (QA: an empty one was refused)', async ({ browser }) => {
    const member = await browser.newPage();
    await loginThroughIdp(member, await memberLike(member, 'member'), '/faq');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await context.addCookies(await member.context().cookies());
      const page = await context.newPage();
      await page.goto(`${PC}/`);
      await page.getByTestId('site-header').getByRole('button', { name: '로그아웃' }).click();
      await expect(page.getByTestId('login-box').getByRole('link', { name: '로그인' })).toBeVisible();
      const state = await (await context.request.get(`${PC}/api/contents/members/global-state`)).json();
      expect(state.body.isLoggedIn).toBe(false);
    } finally {
      await context.close();
      await member.context().close();
    }
  });
});
