// Helpers of the shop journeys: a fresh member of our own (registration page), reading the shop's
// money, the sandbox popup.
import { expect, type Page } from '@playwright/test';
import { parseKoreanMoney, PASSWORD } from './journey-session';

/** A login id no other run or spec uses (money-moving specs never share a member). */
export function freshLoginId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toLowerCase().slice(0, 20);
}

/** From the IdP login page (where the shop sent the guest): 회원가입 → back where the shop asked. */
export async function registerFromLoginPage(page: Page, loginId: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '한판 로그인' })).toBeVisible();
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page.getByRole('heading', { name: '한판 회원가입' })).toBeVisible();
  await page.getByLabel('아이디 (영문 소문자/숫자 4~20자)').fill(loginId);
  await page.getByLabel('비밀번호 (8자 이상, 영문과 숫자 포함)').fill(PASSWORD.replace('!', 'x') + '9');
  await page.getByLabel('비밀번호 확인').fill(PASSWORD.replace('!', 'x') + '9');
  await page.getByLabel('닉네임 (2~12자)').fill(`상점${loginId.slice(-8)}`);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/idp/')), page.getByRole('button', { name: '가입하기' }).click()]);
}

/** Registers through /idp/register directly and lands on `next`. */
export async function registerMember(page: Page, origin: string, prefix: string, next: string): Promise<string> {
  const loginId = freshLoginId(prefix);
  await page.goto(`${origin}/idp/login?nextUrl=${encodeURIComponent(next)}`);
  await registerFromLoginPage(page, loginId);
  return loginId;
}

export const shopMoney = async (page: Page) => parseKoreanMoney(await page.getByTestId('shop-money').innerText());

/** The store's popup dialog (alert / confirm / layer) the shell's popup host shows. */
export const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));
