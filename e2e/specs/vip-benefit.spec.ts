// The hancoin benefit once per VIP month, as a player on two PCs: `vip-business` (비즈니스, nothing
// claimed; only this spec uses the account) opens the hancoin popup on one PC, claims the benefit on
// the VIP home of another, sees the result; the stale popup's 받기 is refused with
// ERROR_ALREADY_RECEIVED's text, and the hancoin moved once. The claim carries an Idempotency-Key.
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiFromPage, loginThroughIdp, PC, PORTAL_LOAD_MS } from '../support/journey-session';
import { memberLike } from '../support/members';

const hancoin = async (page: Page) =>
  BigInt((await apiFromPage<{ currency: { hancoin: string } }>(page, 'GET', '/api/contents/members/personal-zone')).body.currency.hancoin);

test('vip-business claims the hancoin benefit once; the second claim is refused', { tag: ['@vip'] }, async ({ browser }) => {
  const otherPc = await browser.newContext();
  const popup = await otherPc.newPage();
  const loginId = await memberLike(popup, 'vip-business');
  await loginThroughIdp(popup, loginId, '/popup/vip/benefit/hancoin');
  const card = popup.getByTestId('vip-benefit-card');
  await expect(card).toBeVisible({ timeout: PORTAL_LOAD_MS });
  await expect(card).toContainText('2,000개');
  await expect(card.getByRole('button', { name: '받기' })).toBeEnabled();

  const pc = await browser.newContext();
  const page = await pc.newPage();
  await loginThroughIdp(page, loginId, '/vip/home');
  const list = page.getByTestId('vip-benefit-list');
  await expect(list).toBeVisible({ timeout: PORTAL_LOAD_MS });
  const before = await hancoin(page);

  const claims: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/vip/benefits/hancoin') claims.push(r);
  });
  await list.getByRole('button', { name: 'VIP 한코인 받기' }).click();
  // its 등급 상향권 is not taken yet: asked first, 지금 받기 takes it at this grade
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('지금 받으면 현재 등급의 혜택으로 받으며, 나중에 상향권으로 올릴 수 없습니다.');
  await ask.getByRole('button', { name: '지금 받기' }).click();
  const result = page.getByTestId('vip-benefit-result-layer');
  await expect(result).toContainText(`한코인 2,000개를 받았습니다. 보유 한코인은 ${(before + 2000n).toLocaleString('en-US')}개입니다.`);
  await result.getByRole('button', { name: '확인' }).click();
  await expect(list.getByRole('button', { name: 'VIP 한코인 받기 완료' })).toBeDisabled();
  await expect(list.locator('[data-benefit="hancoin"]')).toContainText('PC에서 받음');
  expect(claims).toHaveLength(1);
  expect(claims[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(claims[0]!.postData() ?? '{}')).toEqual({ platform: 'PC' });
  expect(await hancoin(page)).toBe(before + 2000n);

  // the other PC still shows 받기: the second claim is refused with the API's text
  await card.getByRole('button', { name: '받기' }).click();
  await popup.getByRole('alertdialog').getByRole('button', { name: '지금 받기' }).click();
  const alert = popup.getByRole('alertdialog');
  await expect(alert).toContainText('이번 달 VIP 한코인 혜택을 이미 받았습니다.');
  await expect(alert).toContainText('VIP 혜택 받기 실패');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(popup.getByTestId('vip-benefit-received')).toContainText('PC에서 받음');
  await expect(card.getByRole('button', { name: '받기 완료' })).toBeDisabled();
  expect(await hancoin(page), 'paid once').toBe(before + 2000n);

  // the result popup shows what was received
  await popup.goto(`${PC}/popup/vip/benefit/result?type=hancoin`);
  await expect(popup.getByTestId('vip-benefit-result')).toContainText('VIP 한코인 지급 완료', { timeout: PORTAL_LOAD_MS });
  await expect(popup.getByTestId('vip-benefit-result')).toContainText('한코인 2,000개');

  await otherPc.close();
  await pc.close();
});

test("in the VIP club's layer: the 등급 상향권 first, used from the coupon box the question opens over the layer, which stays; the coupon then comes a grade up", { tag: ['@vip'] }, async ({ page }) => {
  await loginThroughIdp(page, await memberLike(page, 'vip-business'), '/vip');
  const layer = page.getByTestId('vip-layer');
  await expect(layer).toBeVisible({ timeout: PORTAL_LOAD_MS });
  const row = (type: string) => layer.locator(`[data-benefit="${type}"]`);
  await row('grade-up').getByRole('button', { name: 'VIP 등급 상향권 받기' }).click();
  await expect(page.getByTestId('vip-layer-result')).toContainText('쿠폰함에서 먼저 사용한 뒤');
  await row('coupon').getByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '쿠폰함 열기' }).click();
  const box = page.getByRole('dialog', { name: '쿠폰함' });
  await box.getByRole('button', { name: 'VIP 등급 상향권 사용하기' }).click({ timeout: PORTAL_LOAD_MS });
  await page.getByRole('alertdialog').getByRole('button', { name: '사용하기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('퍼스트 등급으로 받을 수 있습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await box.getByRole('button', { name: '닫기' }).click();
  // the layer under the box is still there (QA: it closed with the confirm over the box)
  await expect(box).toHaveCount(0);
  await expect(layer).toBeVisible();
  await row('coupon').getByRole('button', { name: 'VIP 딜러비 할인 쿠폰 받기' }).click();
  await expect(page.getByTestId('vip-layer-result')).toContainText('딜러비 할인 쿠폰 3장을 쿠폰함에 넣어 드렸습니다.');
});
