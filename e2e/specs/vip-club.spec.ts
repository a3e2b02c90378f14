// The VIP club as players meet it: `vip` (미니멈, 1,300,000원 counted toward next month) sees the
// grade and the progress and checks it in the popup; puts the VIP mark on and takes it off (the
// avatar follows without a reload; a mark above the grade is refused with the API's text); `member`
// is told VIP benefits are for VIP members; the partner publisher sees VIP closed; guests see the
// grade table and the login. Only reads for everybody but `vip`'s mark (no other spec wears one).
import { expect, test } from '@playwright/test';
import { apiFromPage, loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { PARTNER } from '../support/env';
import { markDocument, stillSameDocument } from '../support/portal';

const vipRoot = (page: import('@playwright/test').Page) => page.locator('[data-remote-root="mfe_vip"]');

test.describe('VIP club', { tag: ['@vip'] }, () => {
  test('vip sees the grade, saved coin and the progress; the check popup shows what is still needed', async ({ page }) => {
    await loginThroughIdp(page, 'vip', '/vip/home');
    const summary = page.getByTestId('vip-summary');
    await expect(summary).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(summary.locator('[data-grade]').first()).toHaveText(/미니멈/);
    await expect(page.getByTestId('vip-saved-coin')).toHaveText(/[0-9,]+개/);
    await expect(page.getByTestId('vip-last-grade')).toHaveText('일반 회원');
    const next = page.getByTestId('vip-next-grade');
    await expect(next).toContainText('비즈니스');
    await expect(next.getByRole('progressbar', { name: '퍼스트까지' })).toHaveAttribute('aria-valuenow', '77');
    await expect(next).toContainText('퍼스트까지 400,000원 남았습니다.');
    // what the grade gives
    await expect(page.getByRole('list', { name: '미니멈 등급 혜택' })).toContainText('VIP 한코인 매월 1,000개');

    // the check popup (a window, like the portal opens it)
    const popupPromise = page.waitForEvent('popup');
    await summary.getByRole('button', { name: '등급 확인' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/popup\/vip\/check$/);
    await expect(popup.locator('[data-layout="popup-ui"]')).toBeVisible();
    const check = popup.getByTestId('vip-expectation');
    await expect(check).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(popup.getByTestId('vip-progress-percent')).toHaveText('77%');
    await expect(popup.getByTestId('vip-remain')).toHaveText('퍼스트까지 400,000원 남았습니다.');
    await expect(popup.getByTestId('vip-basis-period')).toHaveText(/^\d{4}\.\d{2}\.01 ~ \d{4}\.\d{2}\.\d{2}$/);
    // the extended target: toward the top grade
    await popup.getByRole('tab', { name: '최고 등급까지' }).click();
    await expect(popup.getByRole('progressbar', { name: '프리미엄까지' })).toHaveAttribute('aria-valuenow', '64');
    await expect(popup.getByTestId('vip-remain')).toHaveText('프리미엄까지 750,000원 남았습니다.');
    // on to this month's payments
    await popup.getByRole('button', { name: '결제·적립 내역 보기' }).click();
    await expect(popup).toHaveURL(/\/popup\/vip\/payment-history$/);
    // 350,000원 in all: its Plus renewal falls in this month or the last depending on the day (seed/vip.ts)
    await expect(popup.getByTestId('vip-month-payment')).toContainText(/350,000원 \([2-4]건\)/);
    await expect(popup.getByRole('table', { name: /VIP 실적 결제 내역/ })).toContainText('골드 머니 패키지');
    await popup.close();
  });

  test('vip puts the VIP mark on and takes it off; the avatar and the member state follow without a reload', async ({ page }) => {
    await loginThroughIdp(page, 'vip', '/vip/home');
    const panel = page.getByTestId('vip-avatar-mark');
    await expect(panel).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await markDocument(page);
    const avatars = vipRoot(page).getByTestId('vip-avatar');
    await expect(avatars.first()).toHaveAttribute('data-mark', '');

    // the request held: the button is busy meanwhile and keeps the focus (a disabled one drops it to <body>)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/vip/benefits/avatar-mark', async (route) => {
      await held;
      await route.continue();
    });
    const wear = panel.getByRole('button', { name: '미니멈 VIP 마크 착용' });
    await wear.focus();
    await page.keyboard.press('Enter');
    await expect(wear).toHaveAttribute('aria-busy', 'true');
    await expect(wear).toBeFocused();
    release();
    await expect(panel.getByRole('button', { name: '미니멈 VIP 마크 해제' })).toBeFocused();
    await page.unroute('**/api/vip/benefits/avatar-mark');
    // both avatars of the page (summary and mark panel) show it
    await expect(avatars.first()).toHaveAttribute('data-mark', 'VIP_MINIMUM');
    await expect(avatars.last()).toHaveAttribute('data-mark', 'VIP_MINIMUM');
    await expect(panel).toContainText('미니멈 VIP 마크 착용 중');
    const state = await apiFromPage<{ vipUser: { avatarMarkCode: string | null } }>(page, 'GET', '/api/contents/members/reloadable-state');
    expect(state.body.vipUser.avatarMarkCode).toBe('VIP_MINIMUM');

    // a mark above the grade is not offered, and the API refuses it all the same (ERROR_MARK_NOT_AVAILABLE)
    await expect(panel.getByRole('button', { name: '프리미엄 VIP 마크 착용' })).toBeDisabled();
    await expect(panel).toContainText('프리미엄 등급부터 착용할 수 있습니다');
    const refused = await apiFromPage<{ code: string }>(page, 'POST', '/api/vip/benefits/avatar-mark', { avatarMarkCode: 'VIP_PREMIUM' });
    expect([refused.status, refused.body.code]).toEqual([422, 'ERROR_MARK_NOT_AVAILABLE']);
    await expect(avatars.first()).toHaveAttribute('data-mark', 'VIP_MINIMUM');

    await panel.getByRole('button', { name: '미니멈 VIP 마크 해제' }).click();
    await expect(avatars.first()).toHaveAttribute('data-mark', '');
    await expect(panel).toContainText('착용한 마크가 없습니다');
    const after = await apiFromPage<{ vipUser: { avatarMarkCode: string | null } }>(page, 'GET', '/api/contents/members/reloadable-state');
    expect(after.body.vipUser.avatarMarkCode).toBeNull();
    expect(await stillSameDocument(page), 'no reload').toBe(true);
  });

  test('member is told VIP benefits are for VIP members; the lounge is VIP only', async ({ page }) => {
    await loginThroughIdp(page, 'member', '/vip/home');
    const list = page.getByTestId('vip-benefit-list');
    await expect(list).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(page.getByTestId('vip-benefits-members-only')).toContainText('VIP 혜택은 VIP 회원만 받을 수 있습니다.');
    for (const name of ['VIP 딜러비 할인 쿠폰 대상 아님', 'VIP 등급 상향권 대상 아님', 'VIP 한코인 대상 아님']) {
      await expect(list.getByRole('button', { name })).toBeDisabled();
    }
    await expect(page.getByTestId('vip-summary').locator('[data-grade]').first()).toHaveText('일반 회원');
    await vipRoot(page).getByRole('link', { name: 'VIP 라운지' }).first().click();
    await expect(page).toHaveURL(/\/vip\/lounge$/);
    await expect(page.getByTestId('vip-only')).toContainText('VIP 라운지는 VIP 회원만 입장할 수 있습니다.');
  });

  test('the partner publisher sees VIP closed with a clear message', async ({ page }) => {
    await loginThroughIdp(page, 'partner', '/vip', PARTNER);
    await expect(page).toHaveURL(`${PARTNER}/vip`);
    await expect(page.getByTestId('vip-closed')).toContainText('제휴 채널에서는 VIP 클럽을 이용할 수 없습니다.', { timeout: PORTAL_LOAD_MS });
    await expect(page.getByTestId('vip-summary')).toHaveCount(0);
    await page.goto(`${PARTNER}/vip/home`);
    await expect(page.getByTestId('vip-closed')).toBeVisible({ timeout: PORTAL_LOAD_MS });
    await expect(page.getByTestId('vip-benefit-list')).toHaveCount(0);
    // the API refuses a claim from the partner channel as well
    const r = await apiFromPage<{ code: string }>(page, 'POST', '/api/vip/benefits/coupon', { platform: 'PC' });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('ERROR_VIP_NOT_OPENED');
  });

  test('guests see the grade table and are asked to log in', async ({ page }) => {
    await page.goto('/vip');
    await expect(page.getByTestId('vip-guest')).toBeVisible({ timeout: PORTAL_LOAD_MS });
    // the way in, in the grade table's own amounts
    await expect(page.getByTestId('vip-guest')).toContainText('최근 3개월 결제 금액이 700,000원 이상이면 다음 달 1일부터 VIP 회원이 됩니다.');
    const table = page.getByRole('table', { name: 'VIP 등급별 기준 금액과 월간 혜택' });
    for (const [grade, amount] of [['미니멈', '700,000원'], ['비즈니스', '1,050,000원'], ['퍼스트', '1,700,000원'], ['프리미엄', '2,050,000원']]) {
      await expect(table.getByRole('row', { name: new RegExp(`${grade}.*${amount}`) })).toBeVisible();
    }
  });
});
