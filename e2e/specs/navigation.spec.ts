// The shell's history is the single source of truth: deep links, links both ways, back/forward.
import { expect, test } from '@playwright/test';
import { MOBILE } from '../support/env';
import { loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { markDocument, stillSameDocument, waitForHydration } from '../support/portal';

test('deep link /plus/guide/continuous renders the Plus page inside the default layout', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/plus/guide/continuous');
  await expect(page.locator('[data-remote-root="mfe_plus"] h1')).toHaveText('연속 이용 혜택');
  await expect(page.locator('[data-layout="default"] [data-testid="site-header"]')).toBeVisible();
  await expect(page.getByLabel('현재 위치')).toHaveText(/한판 홈.*플러스.*플러스 안내.*연속 이용 혜택/);
  await expect(page).toHaveTitle(/연속 이용 혜택/);
});

test('links inside a remote, remote → remote, shell → remote, back and forward', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/plus/guide/continuous');
  await markDocument(page);
  // inside the remote
  await page.locator('[data-remote-root="mfe_plus"]').getByRole('link', { name: '메인 멤버십 안내' }).click();
  await expect(page).toHaveURL(/\/plus\/guide\/main$/);
  await expect(page).toHaveTitle('메인 멤버십 안내 | 한판');
  // shell header → another remote
  await page.getByTestId('site-header').getByRole('link', { name: '상점' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('[data-remote-root="mfe_shop"] h1')).toHaveText('상점');
  // one remote → another (the parcel of the first unmounts, the second mounts)
  await page.getByTestId('site-header').getByRole('link', { name: 'VIP', exact: true }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.locator('[data-remote-root="mfe_vip"] h1')).toHaveText('VIP 클럽');
  // remote → shell page
  await page.locator('[data-remote-root="mfe_vip"]').getByRole('link', { name: '한판 홈' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-layout="pc-main"]')).toBeVisible();
  await expect(page).toHaveTitle('한판 홈 | 한판');

  await page.goBack();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page).toHaveTitle('VIP 클럽 | 한판');
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page).toHaveTitle('상점 | 한판');
  await page.goBack();
  await expect(page).toHaveURL(/\/plus\/guide\/main$/);
  await expect(page).toHaveTitle('메인 멤버십 안내 | 한판');
  await page.goForward();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page).toHaveTitle('상점 | 한판');
  expect(await stillSameDocument(page)).toBe(true);
});

test('mobile site: deep link and bottom tabs', { tag: ['@mobile'] }, async ({ page }) => {
  await page.goto(`${MOBILE}/mobile/guide/rule`);
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  await expect(page.locator('[data-remote-root="mfe_mobile"] h1')).toHaveText('게임 규칙');
  await page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: 'VIP' }).click();
  await expect(page).toHaveURL(/\/mobile\/vip$/);
  await expect(page).toHaveTitle('VIP 클럽 | 한판');
});

test("a guest who backs out of the login returns to the page before the member-only one, not to its notice", { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await page.goto('/plus/me/benefit');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('로그인 후, 이용해 주세요.');
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/idp\/login\?nextUrl=%2Fplus%2Fme%2Fbenefit$/);
  // the login went on in place of the page that showed only the notice
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('after logging in, one Back leaves for the page before the login (the login form is stepped over), and Forward comes back', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await loginThroughIdp(page, 'vplus', '/plus/me/benefit');
  await expect(page).toHaveURL(/\/plus\/me\/benefit$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/, { timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await page.goForward();
  await expect(page).toHaveURL(/\/plus\/me\/benefit$/, { timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: '나의 혜택' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
  // the member is logged in on both (no login form on the way)
  await expect(page.getByRole('heading', { name: '한판 로그인' })).toHaveCount(0);
});

test('a wrong password first, then the login: Back steps over both forms to the page before (never a "resubmit the form?" error page)', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await page.goto('/idp/login?nextUrl=%2Fplus%2Fme%2Fbenefit');
  await page.locator('#loginId').fill('vplus');
  await page.locator('#password').fill('wrong-password-1');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  // the entry is the form's own address now, not the POST
  await expect(page).toHaveURL(/\/idp\/login\?nextUrl=%2Fplus%2Fme%2Fbenefit$/);
  await page.locator('#password').fill('hanpan1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/plus\/me\/benefit$/, { timeout: PORTAL_LOAD_MS });
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/, { timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
});

test('reloaded while a layer was open (the layer gone): one Back leaves the page, not onto the same page again', { tag: ['@shell'] }, async ({ page }) => {
  await loginThroughIdp(page, 'member', '/faq');
  await page.getByTestId('site-header').getByRole('link', { name: '한판', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('pz-memos').click();
  await expect(page.getByTestId('memo-box')).toBeVisible();
  await page.reload();
  await waitForHydration(page, PORTAL_LOAD_MS);
  await expect(page.getByTestId('memo-box')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/, { timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
});

test('a member who opens the login address without scripts is told so and goes on by 계속하기; the notice waits a moment (no flash while a script steps over it)', { tag: ['@shell'] }, async ({ page, browser }) => {
  await loginThroughIdp(page, 'vplus', '/plus/me/benefit');
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  try {
    await noScripts.addCookies(await page.context().cookies());
    const form = await noScripts.newPage();
    await form.goto('/idp/login?nextUrl=%2Fplus%2Fme%2Fbenefit');
    const notice = form.locator('main');
    // held at its start, the page's one animation keeps the notice hidden; at its end it shows
    const visibility = (at: 'start' | 'end') =>
      notice.evaluate((el, when) => {
        const [reveal] = el.getAnimations();
        if (!reveal) return 'no animation';
        reveal.pause();
        if (when === 'start') reveal.currentTime = 0;
        else reveal.finish();
        return getComputedStyle(el).visibility;
      }, at);
    expect(await visibility('start')).toBe('hidden');
    expect(await visibility('end')).toBe('visible');
    await expect(form.getByRole('heading', { name: '이미 로그인되어 있습니다' })).toBeVisible();
    await form.getByRole('link', { name: '계속하기' }).click();
    await expect(form).toHaveURL(/\/plus\/me\/benefit$/);
  } finally {
    await noScripts.close();
  }
});
