// Login gate (SPEC §5): '로그인 후, 이용해 주세요.' then the identity provider with a return URL;
// partner NEED_ACTION accounts get the server's message, then a popup or full-page redirect;
// partner payments are refused on macOS.
// Lives in shared so remotes (shop buy buttons, Plus joins) use the same gate as the shell.
import { MESSAGES } from '../constants';
import { loginUrl } from '../lib/idpUrls';
import { browserLogoutDeps, submitLogout } from '../lib/logout';
import { openPopupWindow } from '../lib/popupWindow';
import type { HanpanStore } from './hanpanStore';
import { isLoggedIn, loginAgainText, needsLoginAction } from './selectors';

export interface GateDeps {
  store: HanpanStore;
  /** Full page load. */
  assign(url: string): void;
  /** Path + query of the page to come back to. */
  currentUrl(): string;
  openPopup(url: string): Window | null;
  userAgent?: string;
}

export function browserGateDeps(store: HanpanStore): GateDeps {
  return {
    store,
    assign: (url) => window.location.assign(url),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
    openPopup: (url) => openPopupWindow(url, 'channeling', { name: 'hanpan_channeling' }),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/** The popup's mark (PAYMENT_WINDOW_PARAM=popup, `@hanpan/contracts/constants`; loginGate.test.ts holds them equal) at its query's end. */
export const POPUP_MARK = /[?&]paymentWindow=popup(?=#|$)/;

const loginStep = () => import(/* webpackChunkName: "login-step" */ './loginStep');

/**
 * Partner NEED_ACTION: the server's message, then the redirect its actionSpec asks for (loginStep.ts:
 * a chunk of its own — only a partner member whose login needs a step runs it, and the first load
 * of / has no room for it). `start`: a page's own button that already names the step starts it with
 * no notice (QA: two clicks).
 */
export function runLoginAction(deps: GateDeps, options: { start?: boolean } = {}): Promise<void> {
  return loginStep().then(
    (m) => m.runLoginStep(deps, options),
    () => deps.store.getState().alert(MESSAGES.network),
  );
}

/**
 * The partner's step comes back to `here`: its `callbackUrl` (the account's names '/': QA lost their
 * place in the shop and on the championship page) becomes that page; a redirect without one is kept.
 */
export function withCallbackTo(uri: string, here: string): string {
  const url = new URL(uri, 'http://portal.invalid');
  if (!url.searchParams.has('callbackUrl')) return uri;
  url.searchParams.set('callbackUrl', here);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True when the member may go on; otherwise the user was told and sent where they must go. */
export async function ensureLogin(deps: GateDeps): Promise<boolean> {
  const state = deps.store.getState();
  if (isLoggedIn(state)) return true;
  if (needsLoginAction(state)) {
    await runLoginAction(deps);
    return false;
  }
  const before = deps.currentUrl();
  // a failed single sign-on says why, as its bar does (QA: the gate's word and the bar's disagreed)
  await state.alert(state.member.ssoFailed ? loginAgainText(state.member.loginStatus?.message) : MESSAGES.loginRequired);
  // closed by leaving the page (a phone's Back): the player chose to go elsewhere, not to log in
  if (deps.currentUrl() === before) deps.assign(loginUrl(before));
  return false;
}

/** Logout (POST with the CSRF token, GET where the server has no POST), then `nextUrl`. */
export function logout(deps: Pick<GateDeps, 'assign'>, nextUrl = '/'): Promise<void> {
  return submitLogout(nextUrl, { ...browserLogoutDeps(), assign: deps.assign });
}

const ACTION_SHOWN_KEY = 'hanpan.loginActionShown';

/** Once per browser session and member: the NEED_ACTION flow right after the member state arrives. */
export async function runLoginActionOnce(deps: GateDeps): Promise<boolean> {
  const state = deps.store.getState();
  if (!needsLoginAction(state)) return false;
  // the step's code before its box's or bar's button is pressed: a popup opened only after a
  // download may be refused as not from the click
  loginStep().catch(() => undefined);
  const marker = String(state.member.memberNo);
  try {
    if (sessionStorage.getItem(ACTION_SHOWN_KEY) === marker) return false;
    sessionStorage.setItem(ACTION_SHOWN_KEY, marker);
  } catch {
    /* storage blocked: show it anyway */
  }
  await runLoginAction(deps);
  return true;
}

/** A same-origin path the login action may send the member to (never another site). */
export function safeActionUri(uri: string | null | undefined): string | null {
  return uri && uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\') ? uri : null;
}
