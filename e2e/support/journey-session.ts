// Helpers for the cross-area journeys: log in through the identity provider page like a player,
// read money as the portal shows it, and call the API from the page (session cookie + CSRF header).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PC } from './env';
import { demoAccount, idpHeading, PASSWORD } from './members';
import { waitForHydration } from './portal';

export { PC, PASSWORD };

/** Fills the IdP login form (Korean labels) and waits until we are back on the portal. */
export async function loginThroughIdp(page: Page, loginId: string, nextUrl = '/', origin = PC): Promise<void> {
  await page.goto(`${origin}/idp/login?nextUrl=${encodeURIComponent(nextUrl)}`);
  await expect(page.getByRole('heading', { name: idpHeading(origin, '로그인') })).toBeVisible();
  await page.getByLabel('아이디').fill(demoAccount(loginId));
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  // back on the portal, or the login page's own refusal (a wrong E2E_ACCOUNT_* or E2E_PASSWORD):
  // said at once, not as the test's 60-second timeout
  const refusal = page.locator('p.error[role="alert"]');
  for (const until = Date.now() + PORTAL_LOAD_MS; new URL(page.url()).pathname.startsWith('/idp/'); await page.waitForTimeout(100)) {
    if (await refusal.isVisible()) throw new Error(`로그인 실패 (${demoAccount(loginId)}): ${await refusal.innerText()}`);
    if (Date.now() > until) throw new Error(`로그인 후 포털로 돌아오지 않았습니다: ${page.url()}`);
  }
  // the page is the server's until the portal's scripts took over: a value typed into its form
  // before then is not the one React knows
  await waitForHydration(page, PORTAL_LOAD_MS);
}

const KOREAN_UNITS: Record<string, bigint> = { 조: 1_000_000_000_000n, 억: 100_000_000n, 만: 10_000n };

/** '12억 5,000만' → 1250000000n; '3,300원' → 3300n. Throws on text without digits (so a blank field fails). */
export function parseKoreanMoney(text: string): bigint {
  if (!/\d/.test(text)) throw new Error(`no amount in "${text}"`);
  let total = 0n;
  for (const m of text.matchAll(/([\d,]+)\s*(조|억|만)?/g)) {
    const n = m[1]!.replace(/,/g, '');
    if (n) total += BigInt(n) * (m[2] ? KOREAN_UNITS[m[2]]! : 1n);
  }
  return total;
}

/** '1,000,000' style (what the sandbox prints for 원 amounts). */
export const won = (n: bigint): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface PageResponse<T> {
  status: number;
  header: { isSuccessful: boolean; resultCode: number; resultMessage: string };
  body: T;
}

/** fetch() inside the page: same cookies as the player, X-XSRF-TOKEN from the readable cookie. */
export async function apiFromPage<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<PageResponse<T>> {
  return page.evaluate(
    async ({ method, url, data, headers }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const res = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
          ...(method === 'GET' || !xsrf ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) }),
          ...headers,
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      const json = await res.json();
      return { status: res.status, header: json.header, body: json.body };
    },
    { method, url, data, headers },
  );
}

export interface LimitInfo {
  monthLimit: string;
  usedThisMonth: string;
  remainingMonth: string;
  remainingDay: string | null;
  limitAmount: string;
}

/** The limit block of GET /api/restriction (what the restrict popups show). */
export async function readLimit(page: Page): Promise<LimitInfo> {
  const r = await apiFromPage<{ limit: LimitInfo }>(page, 'GET', '/api/restriction');
  expect(r.status, 'GET /api/restriction').toBe(200);
  return r.body.limit;
}

export interface ShopProduct {
  code: string;
  kind: string;
  name: string;
  price: string;
  grantMoney: string;
}

/** Every product of the global shop content (all categories), deduplicated by code. */
export async function shopProducts(page: Page): Promise<ShopProduct[]> {
  const r = await apiFromPage<{ shops: Record<string, ShopProduct[] | unknown> }>(page, 'GET', '/api/contents/global/shop');
  expect(r.status, 'GET /api/contents/global/shop').toBe(200);
  const seen = new Map<string, ShopProduct>();
  for (const list of Object.values(r.body.shops)) {
    if (!Array.isArray(list)) continue;
    for (const p of list as ShopProduct[]) if (p && typeof p.code === 'string') seen.set(p.code, p);
  }
  return [...seen.values()];
}

/** First paint of member data after a login can take long on a loaded CI box (2 cores shared). */
export const PORTAL_LOAD_MS = 30_000;

/** Another tab of this browser, logged out from the header (a page already open keeps showing its member): that tab. */
export async function logOutInAnotherTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await other.goto(`${PC}/faq`);
  await other.getByTestId('site-header').getByRole('button', { name: '로그아웃' }).click();
  await expect(other.getByTestId('site-header').getByRole('link', { name: '로그인' })).toBeVisible({ timeout: PORTAL_LOAD_MS });
  return other;
}
