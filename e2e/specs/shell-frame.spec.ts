// The frame on every PC page and the last shell rules, as a new visitor meets them: login from the
// header of /faq, money and logout there; the partner's menu; the NEED_ACTION bottom bar; the
// adult-only page from a real answer; the casino's 슬롯; rank links; the favicon; no ad click id on
// the partner host; the menu of a narrow window and the page's lit entry; the skip link to the content.
import { expect, test, type Page } from '@playwright/test';
import { loginThroughIdp, logOutInAnotherTab, parseKoreanMoney, PASSWORD, PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { edgeFadeOf } from '../support/edge-fade';
import { expectSkipLinkToMain, waitForHydration } from '../support/portal';
import { MOBILE, PARTNER } from '../support/env';
import { memberLike, registerMember } from '../support/members';
import { dialog } from '../support/shop';

test.describe('shell frame', { tag: ['@shell'] }, () => {
  test('on /faq a guest logs in from the header, then sees nickname, money and logout; logout leaves a guest on /faq', async ({ page }) => {
    await page.goto(`${PC}/faq`);
    const header = page.getByTestId('site-header');
    const login = header.getByRole('link', { name: '로그인' });
    await expect(login).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await login.click();
    await expect(page).toHaveURL(/\/idp\/login\?nextUrl=%2Ffaq/);
    await page.getByLabel('아이디').fill('restricted');
    await page.getByLabel('비밀번호').fill(PASSWORD);
    await Promise.all([page.waitForURL(`${PC}/faq`), page.getByRole('button', { name: '로그인' }).click()]);
    await expect(header.getByTestId('header-nickname')).toHaveText('잠시쉬는중', { timeout: PORTAL_LOAD_MS });
    const money = header.getByTestId('header-money');
    await expect(money).toContainText('억');
    expect(parseKoreanMoney(await money.innerText())).toBeGreaterThan(0n);
    await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);
    // the same corner on a remote's page (default layout) and on the championship layout
    await header.getByRole('link', { name: '상점', exact: true }).click();
    await expect(page.locator('[data-layout="default"]').getByTestId('header-nickname')).toHaveText('잠시쉬는중');
    await page.goto(`${PC}/hpc`);
    await expect(page.locator('[data-layout="hpc"]').getByTestId('header-money')).toContainText('억', { timeout: PORTAL_LOAD_MS });
    // logout (a POST with the CSRF token): back on /faq as a guest
    await page.goto(`${PC}/faq`);
    await page.getByTestId('site-header').getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(`${PC}/faq`);
    await expect(page.getByTestId('site-header').getByRole('link', { name: '로그인' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    const me = await page.evaluate(async () => (await fetch('/api/contents/members/global-state')).json());
    expect(me.body.member).toBeNull();
  });

  // The player switches back to the tab after a while. Headless Chromium reports every tab visible: the tab's own
  // events, as a browser sends them. (Brought to the front meanwhile: a tab behind gets no animation frames, which
  // Playwright's clicks wait for; its own 'visible' event then still reads 'hidden'.)
  const setVisibility = (tab: Page, state: DocumentVisibilityState) =>
    tab.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  const comeBack = async (tab: Page) => {
    await setVisibility(tab, 'hidden');
    await tab.bringToFront();
    await tab.waitForTimeout(1_200);
    await setVisibility(tab, 'visible');
  };

  for (const site of [
    { name: 'PC', origin: PC, publicPath: '/faq', memberOnlyPath: '/plus/home', logout: (tab: Page) => tab.getByTestId('site-header').getByRole('button', { name: '로그아웃' }) },
    { name: 'mobile site', origin: MOBILE, publicPath: '/mobile', memberOnlyPath: '/mobile/plus/home', logout: (tab: Page) => tab.getByTestId('mobile-account').getByRole('button', { name: '로그아웃' }) },
  ]) {
    test(`${site.name}: a logout in another tab shows when the player comes back — the public page as a guest, the member-only page asks to log in (no 401 alert)`, async ({ context, page }) => {
      await registerMember(page, 'tabs', site.publicPath, site.origin);
      const memberPage = await context.newPage();
      await memberPage.goto(`${site.origin}${site.memberOnlyPath}`);
      for (const tab of [page, memberPage]) await expect(site.logout(tab)).toBeVisible({ timeout: PORTAL_LOAD_MS });
      // (its page's own reads done, the auto layer's too: one left for later would meet the logout with its own 401 alert)
      await memberPage.waitForLoadState('networkidle');
      const elsewhere = await context.newPage();
      await elsewhere.goto(`${site.origin}${site.publicPath}`);
      await site.logout(elsewhere).click();
      await expect(elsewhere.getByRole('link', { name: '로그인' }).first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
      await elsewhere.close();

      await comeBack(page);
      await expect(site.logout(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
      await expect(page).toHaveURL(`${site.origin}${site.publicPath}`);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await comeBack(memberPage);
      const alert = memberPage.getByRole('alertdialog');
      await expect(alert).toContainText('로그인 후, 이용해 주세요.');
      await expect(site.logout(memberPage)).toHaveCount(0);
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(memberPage).toHaveURL(new RegExp(`^${site.origin}/idp/login\\?nextUrl=${encodeURIComponent(site.memberOnlyPath)}(&|$)`));
    });
  }

  test('a transfer popup left open while another member logs in: coming back, it is the new member’s; a write from a page still showing the old one is refused, said once, and the page opens again for the new member', async ({ context, page }) => {
    const memberNoOf = (tab: Page) => tab.evaluate(async () => String((await (await fetch('/api/contents/members/global-state')).json()).body.member.memberNo));
    await registerMember(page, 'popa', '/faq');
    const popup = await context.newPage();
    await popup.goto(`${PC}/popup/transfer`);
    const first = await memberNoOf(popup);
    await expect(popup.getByTestId('transfer-my-no')).toHaveText(first, { timeout: PORTAL_LOAD_MS });
    await popup.waitForLoadState('networkidle');
    // the old page, kept as it was (the shop's limit popup): its next write still names the first member
    const stale = await context.newPage();
    await stale.goto(`${PC}/popup/restrict`);
    await expect(stale.getByRole('heading', { level: 1, name: '구매 한도 설정' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(stale.getByTestId('month-limit')).toHaveText('1,000,000원');

    await page.bringToFront();
    await page.getByTestId('site-header').getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByTestId('site-header').getByRole('link', { name: '로그인' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await registerMember(page, 'popb', '/faq');
    const second = await memberNoOf(page);
    expect(second).not.toBe(first);

    await comeBack(popup);
    await expect(popup.getByTestId('transfer-my-no')).toHaveText(second);
    // the server acts for the member a page shows, or not at all
    const refused = await stale.evaluate(async (shown) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      const res = await fetch('/api/restriction/downgrade', { method: 'PUT', headers: { 'content-type': 'application/json', 'x-xsrf-token': token, 'x-hanpan-member': shown }, body: JSON.stringify({ monthLimit: '1000' }) });
      return { status: res.status, message: (await res.json()).header.resultMessage as string };
    }, first);
    expect(refused).toEqual({ status: 409, message: '다른 회원으로 로그인되어 있어 처리하지 않았습니다. 화면을 새로고침한 뒤 다시 시도해 주세요.' });

    // the player uses that page (a remote's): said once — no second dialog of the page's own — then
    // it opens again, now acting for the member logged in
    await stale.bringToFront();
    await stale.getByLabel('월 구매 한도').selectOption('100000');
    await stale.getByRole('button', { name: '한도 낮추기' }).click();
    await dialog(stale).getByRole('button', { name: '한도 낮추기' }).click();
    const said = dialog(stale);
    await expect(said).toContainText('다른 회원으로 로그인되어 있어 처리하지 않았습니다.');
    const reloaded = stale.waitForEvent('load');
    await said.getByRole('button', { name: '확인' }).click();
    await reloaded;
    await expect(dialog(stale)).toHaveCount(0);
    await stale.getByLabel('월 구매 한도').selectOption('100000', { timeout: PORTAL_LOAD_MS });
    await stale.getByRole('button', { name: '한도 낮추기' }).click();
    await dialog(stale).getByRole('button', { name: '한도 낮추기' }).click();
    await expect(stale.getByRole('heading', { level: 1, name: '한도 변경 완료' })).toBeVisible();
  });

  test('a home left showing one member while another logs in elsewhere: 입장하기 opens no game for the other, says so once, and the home opens again for the member logged in now', async ({ context, page }) => {
    const nicknameOf = (tab: Page) => tab.evaluate(async () => String((await (await fetch('/api/contents/members/global-state')).json()).body.member.nickname));
    // beginner's money and rating admit the senior channel
    await loginThroughIdp(page, await memberLike(page, 'beginner'), '/');
    await expect(page.getByTestId('personal-zone')).toBeVisible({ timeout: PORTAL_LOAD_MS });
    const other = await logOutInAnotherTab(context);
    await loginThroughIdp(other, await memberLike(other, 'member'), '/faq');
    const now = await nicknameOf(other);

    // QA: the launch went out as the member logged in now, and the game opened as them
    const games: Page[] = [];
    page.on('popup', (p) => games.push(p));
    await page.bringToFront();
    await page.getByRole('button', { name: '7포커 시니어 입장' }).click();
    const said = dialog(page);
    // a launch is a read: it says what happens next, not that something was left undone
    await expect(said).toContainText('다른 회원으로 로그인되어 있습니다. 지금 로그인한 회원의 화면으로 다시 엽니다.');
    await expect(said).toHaveCount(1);
    const reloaded = page.waitForEvent('load');
    await said.getByRole('button', { name: '확인' }).click();
    await reloaded;
    await expect(page.getByTestId('site-header').getByTestId('header-nickname')).toHaveText(now, { timeout: PORTAL_LOAD_MS });
    expect(games).toHaveLength(0);
  });

  test('keyboard: the first Tab on a page is 본문 바로가기, and Enter skips the menu to the content (home and a remote’s page)', async ({ page }) => {
    for (const path of ['/', '/shop']) {
      await page.goto(`${PC}${path}`);
      await waitForHydration(page);
      // the content can take focus: a remote's server-rendered page stays inert until its code has
      // hydrated it (RemoteRootElement); a Tab past content it cannot enter wraps round to the top
      await expect(page.locator('main').locator('a[href], button').first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
      await expect(page.locator('main [inert]')).toHaveCount(0, { timeout: PORTAL_LOAD_MS });
      await expectSkipLinkToMain(page);
    }
  });

  test('the partner’s navigation has no Plus or sponsor link', async ({ page }) => {
    await page.goto(`${PARTNER}/faq`);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '상점', exact: true })).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(nav.getByRole('link', { name: '자주 묻는 질문' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '플러스' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: '후원' })).toHaveCount(0);
    await expect(nav.locator('a[href^="/plus"], a[href^="/sponsor"]')).toHaveCount(0);
    // the own portal keeps them
    await page.goto(`${PC}/faq`);
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '후원' })).toBeVisible();
  });

  test('NEED_ACTION with BOTTOM_REDIRECT: the notice asks (취소 declines), then the bottom bar on every page, which leads to the partner step', async ({ page }) => {
    await loginThroughIdp(page, 'partner-bottom', '/', PARTNER);
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다.', { timeout: PORTAL_LOAD_MS });
    await expect(notice.getByRole('button', { name: '추가 정보 입력하기' })).toBeVisible();
    await notice.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(`${PARTNER}/`);
    const bar = page.getByTestId('login-action-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다.');
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '자주 묻는 질문' }).click();
    await expect(page).toHaveURL(`${PARTNER}/faq`);
    await expect(page.getByTestId('login-action-bar')).toBeVisible();
    await page.getByTestId('login-action-bar').getByRole('link', { name: '추가 정보 입력하기' }).click();
    // which comes back to the page the bar was on (the partner's redirect names '/')
    await expect(page).toHaveURL(/\/idp\/partner\/action\?callbackUrl=%2Ffaq$/);
    await expect(page.getByRole('heading', { name: '추가 정보 입력하기' })).toBeVisible();
  });

  test('NEED_ACTION: a page’s own way to the step (the PC-bang championship card) names it in its words, starts it in one click and comes back to that page', async ({ page }) => {
    await loginThroughIdp(page, 'partner-bottom', '/championship', PARTNER);
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다.', { timeout: PORTAL_LOAD_MS });
    await notice.getByRole('button', { name: '취소' }).click();
    const card = page.getByRole('region', { name: '이번 달 PC방 챔피언십' });
    await expect(card).toContainText('제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다. 마치고 나면 접속한 PC방의', { timeout: PORTAL_LOAD_MS });
    await expect(card).not.toContainText('로그인하면');
    // the card said it: no notice again first (QA: two clicks)
    await card.getByRole('button', { name: '추가 정보 입력하기' }).click();
    // (QA: it led home — the account's step names '/')
    await expect(page).toHaveURL(/\/idp\/partner\/action\?callbackUrl=%2Fchampionship$/);
  });

  test('a member without adult verification launching the casino gets the adult-only (over19) page; 성인 인증 there lets them in', async ({ page }) => {
    // a copy of beginner (not verified): this test verifies it
    await loginThroughIdp(page, await memberLike(page, 'beginner'), '/');
    const casino = page.getByTestId('casino-card');
    await expect(casino).toBeVisible({ timeout: PORTAL_LOAD_MS });
    const answer = page.waitForResponse((r) => r.url().includes('/api/games/baccarat/launch'));
    await casino.getByRole('button', { name: '바카라 입장' }).click();
    const res = await answer;
    expect(res.status()).toBe(403);
    expect((await res.json()).header.resultMessage).toContain('over19');
    const errorPage = page.locator('[data-page="error-403"]');
    await expect(errorPage).toBeVisible();
    await expect(errorPage).toContainText('성인 인증이 필요합니다');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle('성인 인증이 필요합니다 | 한판');
    // in place of the page: said and focused like a new page (QA: the focus fell to the body)
    await expect(errorPage.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator('#hanpan-route-announcer')).toHaveText('성인 인증이 필요합니다 | 한판');
    // the way out: 성인 인증 (the IdP's page), then back to the home page and into the casino
    await errorPage.getByRole('link', { name: '성인 인증하기' }).click();
    await expect(page).toHaveURL(/\/idp\/adult-verification\?returnUrl=%2F%23casino-title$/);
    await page.getByLabel('생년월일').fill(`${new Date().getFullYear() - 10}-03-01`);
    await page.getByLabel('본인 확인을 위한 개인정보 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '인증하기' }).click();
    await expect(page.getByRole('alert')).toContainText('19세 미만(');
    await page.getByLabel('생년월일').fill('1990-03-01');
    await page.getByLabel('본인 확인을 위한 개인정보 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '인증하기' }).click();
    await expect(page.getByRole('heading', { name: '성인 인증 완료' })).toBeVisible();
    await page.getByRole('link', { name: '한판으로 돌아가기' }).click();
    // back at the casino, where 입장하기 was pressed
    await expect(page).toHaveURL(`${PC}/#casino-title`);
    await expect(page.getByTestId('casino-card').getByRole('button', { name: '바카라 입장' })).toBeInViewport();
    const game = page.waitForEvent('popup');
    await page.getByTestId('casino-card').getByRole('button', { name: '바카라 입장' }).click();
    await expect.poll(async () => (await game).url()).toContain('/game-client');
  });

  test('an adult member opens 슬롯 from the casino card in a game window of its own', async ({ page }) => {
    await loginThroughIdp(page, await memberLike(page, 'vip'), '/');
    const casino = page.getByTestId('casino-card');
    await expect(casino).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(casino.getByRole('button', { name: '바카라 입장하기' })).toBeVisible();
    // a copy of vip is a goldbox target: its event layer opens over the page first (the click raced it)
    await expect(page.getByTestId('goldbox-layer')).toBeVisible();
    await page.getByRole('dialog', { name: '골드박스 이벤트' }).getByRole('button', { name: '닫기' }).click();
    const popup = page.waitForEvent('popup');
    await casino.getByRole('button', { name: '슬롯 입장하기' }).click();
    const game = await popup;
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('슬롯 게임 클라이언트');
    // the casino channel (SPEC §5: 0090), named as players know it, without its code
    await expect(game.locator('dd[data-channel="0090"]')).toHaveText('카지노');
    await game.close();
    await page.bringToFront();
  });

  test('a layer that opened by itself and was closed does not come back on Back, and Forward still leads on (QA: Forward history was lost)', async ({ page }) => {
    await loginThroughIdp(page, await memberLike(page, 'vip'), '/');
    const layer = page.getByTestId('goldbox-layer');
    await expect(layer).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await page.getByRole('dialog', { name: '골드박스 이벤트' }).getByRole('button', { name: '닫기' }).click();
    await expect(layer).toHaveCount(0);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '자주 묻는 질문' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${PC}/`);
    await expect(page.getByTestId('casino-card')).toBeVisible();
    await expect(layer).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(`${PC}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
  });

  test('the menu lights up the page’s entry: 챔피언십 on PC방 챔피언십 (/championship) too', async ({ page }) => {
    for (const [path, entry] of [['/faq', '자주 묻는 질문'], ['/championship', '챔피언십']] as const) {
      await page.goto(`${PC}${path}`);
      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      await expect(nav.getByRole('link', { name: entry, exact: true })).toHaveClass(/\bactive\b/, { timeout: PORTAL_LOAD_MS });
      await expect(nav.locator('a.active:not(.logo)')).toHaveCount(1);
    }
  });

  test('rank links carry the encoded rank name and show that rank’s ranking', async ({ page }) => {
    await page.goto(`${PC}/`);
    const card = page.getByTestId('ranking-card');
    await expect(card.getByTestId('ranking-list')).toContainText('제트플러스왕', { timeout: PORTAL_LOAD_MS });
    const superHuman = card.getByRole('link', { name: '초인' });
    await expect(superHuman).toHaveAttribute('href', '/?rank=%EC%B4%88%EC%9D%B8');
    await superHuman.click();
    await expect(page).toHaveURL(`${PC}/?rank=%EC%B4%88%EC%9D%B8`);
    await expect(card.getByRole('link', { name: '초인' })).toHaveAttribute('aria-current', 'true');
    await expect(card.getByTestId('ranking-list')).toContainText('머니부자');
    await expect(card.getByTestId('ranking-list')).not.toContainText('제트플러스왕');
  });

  test('favicon: /favicon.ico is a real icon and the page links it', async ({ page, request }) => {
    const res = await request.get(`${PC}/favicon.ico`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/x-icon');
    const body = await res.body();
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header
    expect(body.length).toBeGreaterThan(100);
    await page.goto(`${PC}/faq`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  });

  test('the ad click id is not stored on the named portal host (partner)', async ({ page, context }) => {
    await page.goto(`${PARTNER}/?gclid=AD-PARTNER`);
    await expect(page.getByTestId('login-box')).toBeVisible({ timeout: PORTAL_LOAD_MS });
    // the cookie is written by the portal's scripts, not by the server-rendered page: wait for them
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect((await context.cookies(PARTNER)).find((c) => c.name === 'HANPAN_GCLID')).toBeUndefined();
    // the control: on the own portal the same scripts do store it (the check above can fail)
    await page.goto(`${PC}/?gclid=AD-OWN`);
    await expect.poll(async () => (await context.cookies(PC)).find((c) => c.name === 'HANPAN_GCLID')?.value, { timeout: PORTAL_LOAD_MS }).toBe('AD-OWN');
    expect((await context.cookies(PARTNER)).find((c) => c.name === 'HANPAN_GCLID')).toBeUndefined();
  });

  test('in a 412 px window the menu scrolls sideways and keeps the page’s own entry in view', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 800 });
    await page.goto(`${PC}/sponsor`);
    const menu = page.getByTestId('site-header').getByRole('navigation');
    const sponsor = menu.getByRole('link', { name: '후원' });
    await expect(sponsor).toHaveClass(/active/);
    // the window does not widen; the entry past the right edge was scrolled to
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await expect.poll(async () => menu.evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0);
    const [entry, box] = await Promise.all([sponsor.boundingBox(), menu.boundingBox()]);
    // (the last entry ends where the menu does when it is scrolled to the end; text widths are fractional)
    expect(entry!.x + entry!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    // entries past the left edge: that edge fades (platform's scrollEdgeFade), the right one, at the end, does not
    await expect.poll(() => menu.evaluate(edgeFadeOf)).toEqual([28, 0]);
    // the logo is beside the menu, not scrolled away with it (QA: /faq on a phone)
    await expect(page.getByTestId('site-header').getByRole('link', { name: '한판', exact: true })).toBeInViewport({ ratio: 1 });
    // the link back to the start of the menu is reached by scrolling it
    await menu.getByRole('link', { name: '상점' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(menu.getByRole('link', { name: '상점' })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => menu.evaluate(edgeFadeOf)).toEqual([0, 28]);
  });

  test('the floating banner never covers the game list: a wing beside the page where there is room, else in the side column', async ({ page }) => {
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const width of [1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${PC}/`);
      const banner = page.getByTestId('floating-banner');
      await expect(banner.getByRole('img')).toBeVisible({ timeout: PORTAL_LOAD_MS });
      const fixed = await banner.evaluate((el) => getComputedStyle(el).position === 'fixed');
      expect(fixed, `${width} px`).toBe(width === 1600);
      // at every scroll position of the game list (a fixed wing stays put while the cards move)
      const cards = page.getByTestId('game-list').getByRole('button', { name: '입장하기' });
      // the list drawn (a skeleton first): the loop below must look at its buttons, not at none
      await expect(cards.first()).toBeVisible({ timeout: PORTAL_LOAD_MS });
      expect(await cards.count(), `${width} px`).toBeGreaterThan(3);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const [a, b] = await Promise.all([banner.boundingBox(), card.boundingBox()]);
        expect(overlaps(a!, b!), `${width} px: the banner covers an 입장하기 button`).toBe(false);
      }
      // it closes
      await banner.getByRole('button', { name: '배너 닫기' }).click();
      await expect(banner).toHaveCount(0);
    }
  });
});
