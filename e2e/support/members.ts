// Members of the journeys, in one place: a member made for one test through the registration page
// (so no other test's leftovers, and a second run against the same portal starts the same way), and
// the demo accounts a test only reads or whose state it cannot make itself (names overridable per
// environment: E2E_ACCOUNT_<NAME>, e.g. E2E_ACCOUNT_VIP_BUSINESS=qa-vip-2).
import { expect, type Page } from '@playwright/test';
import { PARTNER, PC } from './env';

/** Password of the demo accounts; members made by the suite use it too. */
export const PASSWORD = process.env.E2E_PASSWORD || 'hanpan1234!';

export interface NewMember {
  loginId: string;
  nickname: string;
}

/** A login id / nickname no other test or run of the suite has used (login id: a-z0-9, ≤ 20). */
export function freshMember(prefix: string): NewMember {
  const n = `${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36).padStart(3, '0')}`.slice(-9);
  return { loginId: `${prefix.toLowerCase().replace(/[^a-z0-9]/g, '')}${n}`.slice(0, 20), nickname: `새${n}`.slice(0, 12) };
}

/** A demo account's login id in this environment. */
export function demoAccount(name: string): string {
  return process.env[`E2E_ACCOUNT_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] || name;
}

/** An IdP page's heading on a site: the partner channel's accounts are its own ('제휴 채널 로그인'). */
export const idpHeading = (origin: string, what: '로그인' | '회원가입') => `${new URL(origin).origin === new URL(PARTNER).origin ? '제휴 채널' : '한판'} ${what}`;

/**
 * On the IdP login page (where the portal sent the guest): 회원가입, the form filled and sent, on its
 * completion page (회원가입 완료, the new nickname), which is not left yet.
 */
export async function signUpFromLoginPage(page: Page, who: NewMember = freshMember('e2e')): Promise<NewMember> {
  await expect(page.getByRole('heading', { name: idpHeading(page.url(), '로그인') })).toBeVisible();
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page.getByRole('heading', { name: idpHeading(page.url(), '회원가입') })).toBeVisible();
  await page.getByLabel(/^아이디 \(/).fill(who.loginId);
  await page.getByLabel('비밀번호 (8자 이상, 영문과 숫자 포함)').fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByLabel('닉네임 (2~12자)').fill(who.nickname);
  await page.getByLabel('성별').selectOption({ label: '남성' });
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('heading', { name: '회원가입 완료', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${who.nickname}님,`);
  return who;
}

/** On the IdP login page (where the portal sent the guest): 회원가입 → 회원가입 완료 → 시작하기 → back where the portal asked. */
export async function registerFromLoginPage(page: Page, who: NewMember = freshMember('e2e')): Promise<NewMember> {
  await signUpFromLoginPage(page, who);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/idp/')), page.getByRole('link', { name: '시작하기', exact: true }).click()]);
  return who;
}

/** A new member registered through the IdP pages, logged in and landed on `next`. */
export async function registerMember(page: Page, prefix: string, next = '/', origin = PC): Promise<NewMember> {
  await page.goto(`${origin}/idp/login?nextUrl=${encodeURIComponent(next)}`);
  return registerFromLoginPage(page, freshMember(prefix));
}

/**
 * A member made for this test in a demo account's state (the portal's e2e seed helper, E2E=1):
 * for journeys that use a state up (a bankbook, a benefit claim, a membership change). Against a
 * portal without the helper, E2E_ACCOUNT_<NAME> must name an account in that state.
 */
export async function memberLike(page: Page, template: string): Promise<string> {
  const named = process.env[`E2E_ACCOUNT_${template.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`];
  if (named) return named;
  const request = page.context().request;
  await request.get(`${PC}/api/contents/members/global-state`); // sets the CSRF cookie
  const token = (await page.context().cookies(PC)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post(`${PC}/api/e2e/members`, { data: { like: template }, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
  if (res.status() === 404 && !(await res.text()).includes(template)) {
    throw new Error(`이 포털에는 e2e 시드 도우미가 없습니다(E2E=1로 시작하세요). 또는 E2E_ACCOUNT_${template.toUpperCase().replace(/[^A-Z0-9]/g, '_')}로 ${template} 상태의 계정을 지정하세요.`);
  }
  expect(res.status(), `POST /api/e2e/members ${template}`).toBe(200);
  return ((await res.json()) as { body: { loginId: string } }).body.loginId;
}
