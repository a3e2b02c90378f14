// A new player joins Plus: guest on the guide → log in (a member made for this test, so no other
// spec's demo account changes) → join V-Plus in the payment sandbox → My Plus and the page behind
// the popup show it without a reload; then the tiers show V-Plus held and 변경하기 opens the change.
import { expect, test } from '@playwright/test';
import { clickAndWaitForClose, markDocument, stillSameDocument } from '../support/portal';
import { apiFromPage, loginThroughIdp, PORTAL_LOAD_MS } from '../support/journey-session';
import { freshMember, memberLike, registerFromLoginPage, registerMember } from '../support/members';
import { payInSandbox } from '../support/plus';
import { ERROR_PAGES } from '@hanpan/platform/routing';

test('guest → guide → log in → join V-Plus in the sandbox → My Plus shows it without a reload', { tag: ['@plus'] }, async ({ page }) => {
  await page.goto('/plus/guide');
  const tiers = page.getByTestId('tier-comparison');
  await expect(tiers.locator('[data-tier]')).toHaveCount(4);
  await expect(tiers.getByRole('heading', { name: /V-Plus/ })).toBeVisible();
  await expect(tiers.getByText('9,900원')).toBeVisible();

  // a guest who wants to join is asked to log in first and comes back to the guide
  await tiers.getByRole('button', { name: 'V-Plus 가입하기' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('로그인 후, 이용해 주세요.');
  await alert.getByRole('button', { name: '확인' }).click();
  await registerFromLoginPage(page, freshMember('plusjoin'));
  await expect(page).toHaveURL(/\/plus\/guide$/);

  await page.goto('/plus/me');
  const summary = page.getByTestId('my-plus-summary');
  await expect(summary).toContainText('아직 이용 중인 플러스 멤버십이 없습니다', { timeout: PORTAL_LOAD_MS });
  await markDocument(page);

  const popupPromise = page.waitForEvent('popup');
  await summary.getByRole('button', { name: '플러스 가입하기' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/popup\/plus\/join\?code=PM0004/);
  await expect(popup.getByTestId('join-product')).toHaveText('V-Plus');
  await popup.getByRole('button', { name: '결제하기' }).click();
  await expect(popup).toHaveURL(/\/services\/membership\/payments\/subscription\/registration\?codes=PM0004/);
  await payInSandbox(popup, '9,900원');
  await expect(popup.getByTestId('result-membership')).toHaveText('V-Plus');
  // the tab and the window's title bar name what happened (one result route for every kind)
  await expect(popup).toHaveTitle('멤버십 가입 결과 | 한판');
  await expect(popup.getByTestId('popup-header').locator('span')).toHaveText('멤버십 가입 결과');
  // reloaded, the result page still says the payment went through (not '결제 창을 닫았습니다')
  await popup.reload();
  await expect(popup.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'COMPLETED');

  // the portal page behind the popup: updated in place
  await expect(page.getByTestId('my-plus-name')).toHaveText('V-Plus', { timeout: 15_000 });
  await expect(page.getByTestId('my-plus-status')).toHaveText('이용 중');
  expect(await stillSameDocument(page)).toBe(true);

  // 나의 플러스로 이동 shows My Plus in this portal window, not in the small result window, which
  // closes (QA: the sandbox has no opener; the window is found by the name in the return address)
  await page.goto('/faq');
  await clickAndWaitForClose(popup, popup.getByRole('button', { name: '나의 플러스로 이동' }));
  await expect(page).toHaveURL(/\/plus\/me$/);
  await expect(page.getByTestId('my-plus-name')).toHaveText('V-Plus', { timeout: PORTAL_LOAD_MS });

  // the tiers now show V-Plus as held (nothing to buy); 변경하기 opens the change popup at that tier
  await page.goto('/plus/guide');
  await expect(tiers.getByRole('button', { name: 'V-Plus 이용 중' })).toBeDisabled({ timeout: PORTAL_LOAD_MS });
  await expect(tiers.getByRole('button', { name: /가입하기$/ })).toHaveCount(0);
  const fromList = page.waitForEvent('popup');
  await tiers.getByRole('button', { name: 'X-Plus로 변경하기' }).click();
  const changeX = await fromList;
  await expect(changeX).toHaveURL(/\/popup\/plus\/change\?code=PM0006$/);
  await expect(changeX.getByRole('radio', { name: /X-Plus/ })).toBeChecked({ timeout: PORTAL_LOAD_MS });
  await changeX.close();

  // and from a tier's own page
  await page.goto('/plus/guide/main/W');
  const fromDetail = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'W-Plus로 변경하기' }).click();
  await expect(await fromDetail).toHaveURL(/\/popup\/plus\/change\?code=PM0005$/);

  // the shop's Plus products (mfe-shop) say the same: V-Plus 이용 중 leads to My Plus, the others to a change
  await page.goto('/shop/plus');
  await expect(page.getByRole('heading', { name: 'V-Plus 이용 중' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await expect(page.getByRole('link', { name: 'X-Plus 변경 안내 보기' })).toHaveAttribute('href', '/plus/guide/main/X');
  await page.getByRole('link', { name: 'V-Plus 나의 플러스 보기' }).click();
  await expect(page).toHaveURL(/\/plus\/me$/);
  await expect(page.getByTestId('my-plus-name')).toHaveText('V-Plus', { timeout: PORTAL_LOAD_MS });
});

test('keyboard: the tier joined with keeps the focus when the payment turns it into 이용 중', { tag: ['@plus'] }, async ({ page }) => {
  await registerMember(page, 'plusfocus', '/plus/guide');
  const join = page.getByTestId('tier-comparison').getByRole('button', { name: 'V-Plus 가입하기' });
  // (the server's first screen stays inert until the remote's code has hydrated it)
  await expect(page.locator('main [inert]')).toHaveCount(0, { timeout: PORTAL_LOAD_MS });
  await join.focus();
  await expect(join).toBeFocused();
  const popupPromise = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  await popup.getByRole('button', { name: '결제하기' }).click();
  await payInSandbox(popup, '9,900원');
  // (the window closes under the click: Chromium may report the click's target gone)
  await clickAndWaitForClose(popup, popup.getByRole('button', { name: '닫기', exact: true }));
  // the same button, now unavailable but still holding the focus (a disabled one drops it to <body>)
  const held = page.getByTestId('tier-comparison').getByRole('button', { name: 'V-Plus 이용 중' });
  await expect(held).toBeDisabled({ timeout: 15_000 });
  await expect(held).toBeFocused();
});

test('unknown guide ids are the 404 page; /plus/guide/option/discount is a link target', { tag: ['@plus'] }, async ({ page }) => {
  const res = await page.goto('/plus/guide/main/Q');
  expect(res?.status()).toBe(404);
  await expect(page.getByText(ERROR_PAGES[404].subTitle)).toBeVisible();
  const ok = await page.goto('/plus/guide/option/discount');
  expect(ok?.status()).toBe(200);
  await expect(page.getByTestId('option-detail')).toHaveAttribute('data-option', 'discount');
  await expect(page.getByTestId('option-detail')).toContainText('딜러비 할인');
  // players see the option's name, never its service code
  await expect(page.getByTestId('option-detail')).not.toContainText('DEALER_COAST_DISCOUNT');
  await page.getByRole('button', { name: '확률표 보기' }).click();
  const layer = page.getByRole('dialog', { name: '딜러비 할인 확률표' });
  await expect(layer.getByTestId('probability-dealer-discount')).toContainText('100% 할인');
});

test('a Plus coupon from the coupon box: 30% off V-Plus\'s first month in the sandbox, used once', { tag: ['@plus'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'member'), '/'); // no Plus; Plus coupons in its box
  const zone = page.getByTestId('personal-zone');
  await expect(zone).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await zone.getByTestId('pz-coupons').click();
  const box = page.getByTestId('coupon-box');
  await box.getByRole('tab', { name: '멤버십' }).click();
  const item = box.getByTestId('coupon-item').filter({ hasText: '플러스 첫 달 30% 할인' });
  const popupPromise = page.waitForEvent('popup');
  await item.getByRole('button', { name: /플러스 가입에서 사용/ }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/popup\/plus\/join\?coupon=\d+$/);
  const couponId = new URL(popup.url()).searchParams.get('coupon');
  // the coupon is chosen and the price is the API's rule: 9,900원 − floor(30%) = 6,930원
  await expect(popup.getByRole('radio', { name: /플러스 첫 달 30% 할인/ })).toBeChecked({ timeout: PORTAL_LOAD_MS });
  await expect(popup.getByTestId('join-product')).toHaveText('V-Plus');
  await expect(popup.getByTestId('join-coupon')).toContainText('2,970원');
  await expect(popup.getByTestId('join-total')).toHaveText('6,930원');
  await popup.getByRole('button', { name: '결제하기' }).click();
  await expect(popup).toHaveURL(new RegExp(`/services/membership/payments/subscription/registration\\?.*couponId=${couponId}`));
  await expect(popup.getByText('쿠폰 할인 (플러스 첫 달 30% 할인) -2,970원')).toBeVisible();
  await payInSandbox(popup, '6,930원');
  await expect(popup.getByTestId('result-membership')).toHaveText('V-Plus');
  await popup.close();

  // the coupon is used (once): the box no longer offers it; the join was paid at the coupon's price
  const used = await apiFromPage<{ id: number; usedAt: string | null }[]>(page, 'GET', '/api/coupons/membership?usable=false');
  expect(used.body.find((c) => String(c.id) === couponId)?.usedAt).toBeTruthy();
  const payments = await apiFromPage<{ amount: string; name: string }[]>(page, 'GET', '/api/membership/payments');
  expect(payments.body[0]).toMatchObject({ amount: '6930' });
});
