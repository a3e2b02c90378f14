// Helpers of the Plus journeys: the sandbox order page inside a popup window, and a member made
// for a test (registered through the identity provider like a new player).
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './journey-session';

/** Registers a new member on the IdP page the login redirect shows; ends back on the portal. */
export async function registerFromLogin(page: Page, loginId: string, nickname: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '한판 로그인' })).toBeVisible();
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page.getByRole('heading', { name: '한판 회원가입' })).toBeVisible();
  await page.getByLabel('아이디', { exact: false }).first().fill(loginId);
  await page.getByLabel('비밀번호 (8자 이상, 영문과 숫자 포함)').fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByLabel('닉네임', { exact: false }).fill(nickname);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/idp/')), page.getByRole('button', { name: '가입하기' }).click()]);
}

/** A login id / nickname no other run of the suite has used. */
export function freshMember(prefix: string): { loginId: string; nickname: string } {
  const n = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-8);
  return { loginId: `${prefix}${n}`.slice(0, 20), nickname: `플${n}`.slice(0, 12) };
}

/** In a popup on the sandbox order page: checks the amount and pays; waits for our result popup. */
export async function payInSandbox(popup: Page, amount?: string): Promise<void> {
  await expect(popup.getByRole('heading', { name: '주문 확인' })).toBeVisible();
  if (amount) await expect(popup.locator('[data-field="amount"]')).toHaveText(amount);
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await expect(popup.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  // the sandbox returns to our result popup, which tells the portal page to refresh
  await popup.waitForURL(/\/popup\/plus\/result/);
  await expect(popup.getByTestId('payment-result')).toBeVisible();
}
