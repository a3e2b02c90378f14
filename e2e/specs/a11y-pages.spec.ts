// Keyboard and screen-reader use of the pages, where only a real browser can tell: the mobile tab
// bar never covers the focused element, the popups reflow at 200 % zoom (a 550 px window is 275
// CSS px wide), moving between pages says where the player is and puts the focus there, Enter in
// a member-number field looks the number up (a browser's own Enter does nothing while the submit
// button waits), and a product page is titled with the product's name.
import { devices, expect, test, type Page } from '@playwright/test';
import { MOBILE } from '../support/env';
import { apiFromPage, loginThroughIdp, PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { memberLike } from '../support/members';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const { defaultBrowserType: _phoneBrowser, ...PIXEL_7 } = devices['Pixel 7'];
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="1"]')).toHaveCount(1, { timeout: PORTAL_LOAD_MS });

/**
 * Tabs from the top of the page until the tab bar is reached; every element focused on the way,
 * as the browser scrolled it into view: what of it the fixed tab bar or the sticky header covers.
 */
async function coveredWhileTabbing(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const covered: string[] = [];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('nav[aria-label="모바일 메뉴"]');
      const header = document.querySelector('[data-layout="mobile"] [data-testid="site-header"]');
      if (!el || el === document.body || !bar || !header) return { done: true, text: '' };
      if (bar.contains(el)) return { done: true, text: '' };
      if (header.contains(el)) return { done: false, text: '' };
      const r = el.getBoundingClientRect();
      // 본문 바로가기 shows over the header when focused: covered only if something is drawn over it
      if (el.classList.contains('skip-link')) {
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { done: false, text: top === el || el.contains(top) ? '' : `본문 바로가기 (${Math.round(r.top)}–${Math.round(r.bottom)})` };
      }
      const under = r.bottom > bar.getBoundingClientRect().top + 0.5 || r.top < header.getBoundingClientRect().bottom - 0.5;
      return { done: false, text: under ? `${(el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30)} (${Math.round(r.top)}–${Math.round(r.bottom)})` : '' };
    });
    if (seen.text) covered.push(seen.text);
    if (seen.done) break;
  }
  return covered;
}

test.describe('mobile tab bar and the keyboard', { tag: ['@mobile'] }, () => {
  test('tabbing through /mobile/shop (390×844) and /mobile (320×568): no focused element is under the tab bar or the header', async ({ browser }) => {
    const context = await browser.newContext({ ...PIXEL_7, serviceWorkers: 'block' });
    const page = await context.newPage();
    await loginThroughIdp(page, 'vip', '/mobile/shop', MOBILE);
    await page.setViewportSize({ width: 390, height: 844 });
    const layer = page.getByRole('dialog', { name: '한판 바로가기' });
    await expect(layer).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await layer.getByRole('button', { name: '3일 동안 보지 않기' }).click();
    await expect(page.getByTestId('mobile-shop-catalogue')).toHaveCount(6, { timeout: PORTAL_LOAD_MS });
    // 닉네임 변경권 구매, 게임머니 10억 구매 … ended up under 홈/가이드/PC방
    expect(await coveredWhileTabbing(page)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(`${MOBILE}/mobile`);
    await expect(page.locator('[data-remote-root="mfe_mobile"]').getByRole('heading', { level: 1 })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await page.waitForLoadState('networkidle');
    // 모바일 상점, 플러스 멤버십 …
    expect(await coveredWhileTabbing(page)).toEqual([]);
    await context.close();
  });
});

/** Controls, amounts and texts of the page that lie (partly) outside the window; a scrolling tab strip's tabs excepted. */
async function cutOff(page: Page): Promise<{ scrollWidth: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll<HTMLElement>('main button, main input, main select, main dd, main a, main small, main p, main h1, main h2')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && !el.closest('[role="tablist"], table') && (r.right > width + 0.5 || r.left < -0.5);
      })
      .map((el) => `${(el.textContent || el.getAttribute('placeholder') || el.tagName).trim().slice(0, 20)} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  });
}

// A popup window opens 550 px wide; at 200 % zoom its pages lay out in 275 CSS px.
test.describe('popups at 200 % zoom (275 CSS px)', { tag: ['@shell', '@shop'] }, () => {
  test.use({ viewport: { width: 275, height: 640 } });

  test('mileage, transfer and limit popups reflow: no sideways scroll, nothing cut off, on every tab', async ({ page }) => {
    await loginThroughIdp(page, 'zplus', '/popup/mileage');
    const popups: [string, string, string[]][] = [
      ['/popup/mileage', '전환하기', ['선물하기', '월별 내역']],
      ['/popup/transfer', '받는 분 확인', ['받기 요청', '받기 허용 설정']],
      ['/popup/restrict', '한도 올리기', []],
    ];
    for (const [path, control, tabs] of popups) {
      await page.goto(`${PC}${path}`);
      await hydrated(page);
      await expect(page.getByRole('button', { name: control })).toBeVisible({ timeout: PORTAL_LOAD_MS });
      await page.waitForLoadState('networkidle');
      expect(await cutOff(page), path).toEqual({ scrollWidth: 275, outside: [] });
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        expect(await cutOff(page), `${path} ${tab}`).toEqual({ scrollWidth: 275, outside: [] });
      }
    }
  });
});

test.describe('moving between pages with a screen reader', { tag: ['@shell', '@shop'] }, () => {
  const announcer = (page: Page) => page.locator('#hanpan-route-announcer');
  const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()} ${(document.activeElement?.textContent ?? '').trim()}`);

  test('a header link: the new title is said and the focus is on the new page; a search (the query only) leaves both alone', async ({ page }) => {
    await page.goto(`${PC}/shop`);
    await hydrated(page);
    // the first page is not announced: the browser reads a loaded page itself
    await expect(announcer(page)).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    await menu.getByRole('link', { name: 'VIP' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('VIP 클럽 | 한판');
    await expect(announcer(page)).toHaveText('VIP 클럽 | 한판');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await expect.poll(() => focused(page)).toBe('h1 VIP 클럽');
    // Tab goes on from the page's start, not from the header
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // Back is a move too
    await page.goBack();
    await expect(announcer(page)).toHaveText('상점 | 한판');
    await expect.poll(() => focused(page)).toBe('h1 상점');

    await menu.getByRole('link', { name: '자주 묻는 질문' }).click();
    await expect(announcer(page)).toHaveText('자주 묻는 질문 | 한판');
    const box = page.getByRole('textbox', { name: '검색어' });
    await box.fill('통장');
    await box.press('Enter');
    const status = page.getByTestId('faq-search-status');
    await expect(status).toHaveText(/^'통장' 검색 결과 \d+건$/, { timeout: PORTAL_LOAD_MS });
    await expect(status).toHaveAttribute('role', 'status');
    await box.fill('zzzxxx');
    await box.press('Enter');
    await expect(status).toHaveText("'zzzxxx'에 대한 검색 결과가 없습니다.");
    await expect(box).toBeFocused();
    await expect(announcer(page)).toHaveText('자주 묻는 질문 | 한판');
  });

  test('a product page is titled with the product, said as such; leaving it, the shell’s title is back', async ({ page }) => {
    await page.goto(`${PC}/shop`);
    await hydrated(page);
    const card = page.locator('main a[href^="/product/"]').first();
    await expect(card).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await card.click();
    const name = (await page.getByTestId('product-detail').getByRole('heading', { level: 2 }).innerText({ timeout: PORTAL_LOAD_MS })).trim();
    await expect(page).toHaveTitle(`${name} | 한판`);
    await expect(page.locator('#hanpan-route-announcer')).toHaveText(`${name} | 한판`);
    // the card went with the shop page: the focus is on the product page, not lost on the body
    await expect.poll(() => focused(page)).toBe('h1 상품 상세');
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '상점' }).click();
    await expect(page).toHaveTitle('상점 | 한판');
    await page.goBack();
    await expect(page).toHaveTitle(`${name} | 한판`);
  });
});

test.describe('transfer popup with the keyboard', { tag: ['@shell'] }, () => {
  test('Enter in 받는 회원번호 looks the number up; an amount in 억 is read; a refused amount marks its field', async ({ browser }) => {
    // the recipient: a copy of vplus (its number), the sender: a copy of zplus
    const other = await (await browser.newContext()).newPage();
    await loginThroughIdp(other, await memberLike(other, 'vplus'), '/');
    const them = await apiFromPage<{ member: { memberNo: number } }>(other, 'GET', '/api/contents/members/global-state');
    const page = await (await browser.newContext()).newPage();
    await loginThroughIdp(page, await memberLike(page, 'zplus'), '/popup/transfer');
    const form = page.getByTestId('transfer-send');
    await expect(form).toBeVisible({ timeout: PORTAL_LOAD_MS });

    const amount = form.getByLabel('보낼 금액');
    await form.getByLabel('받는 회원번호').fill(String(them.body.member.memberNo));
    await amount.fill('5천만');
    await expect(form.getByTestId('amount-check')).toHaveText('1억 이상 보낼 수 있습니다.');
    // read with the field while typing, not announced at every key
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/^1억 이상 보낼 수 있습니다\./);
    await amount.fill('1억 5000만');
    await expect(amount).toHaveAttribute('aria-invalid', 'false');
    await expect(form.getByText('1억 5,000만을 보냅니다.')).toBeVisible();

    // Enter in the amount before the lookup: what is missing, said
    await amount.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('받는 분 확인을 눌러 받는 분의 닉네임을 먼저 확인해 주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    // Enter in the number: the lookup (never a send)
    await form.getByLabel('받는 회원번호').press('Enter');
    await expect(form.getByTestId('recipient')).toContainText(`(회원번호 ${them.body.member.memberNo})`);
    await expect(form.getByRole('button', { name: '보내기' })).toBeEnabled();
    await form.getByLabel('받는 회원번호').press('Enter');
    await page.waitForTimeout(300);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await other.context().close();
    await page.context().close();
  });
});

test.describe('the server’s own pages', { tag: ['@shell', '@shop'] }, () => {
  test('login, registration and a payment order page: no serious axe violation (the 결제 button’s white on red was 4.1:1)', async ({ page }) => {
    await page.goto(`${PC}/idp/login?nextUrl=%2F`);
    await expectNoSeriousA11yViolations(page, '/idp/login');
    await page.goto(`${PC}/idp/register?nextUrl=%2F`);
    await expectNoSeriousA11yViolations(page, '/idp/register');
    await loginThroughIdp(page, await memberLike(page, 'member'), '/');
    await page.goto(`${PC}/payments/charge?amount=10000&deviceType=PC&redirectUri=%2Fshop`);
    await expect(page.getByRole('button', { name: '결제' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/payments/charge');
  });
});
