// Login gate (SPEC §5): '로그인 후, 이용해 주세요.' then the identity provider with a return URL;
// partner NEED_ACTION accounts get the server's message, then a popup or full-page redirect;
// partner payments are refused on macOS.
// Lives in shared so remotes (shop buy buttons, Plus joins) use the same gate as the shell.
import { MESSAGES } from '../constants';
import { loginUrl } from '../lib/idpUrls';
import { browserLogoutDeps, submitLogout } from '../lib/logout';
import { openPopupWindow } from '../lib/popupWindow';
import type { HanpanStore } from './hanpanStore';
import { isLoggedIn, loginActionText, needsLoginAction } from './selectors';

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

/**
 * Partner NEED_ACTION: the server's message, then the redirect its actionSpec asks for. The notice
 * asks — also right after login (runLoginActionOnce): its button starts the step; 취소, Esc or leaving
 * the page declines (QA: closing it any way started the step; a BOTTOM_REDIRECT account keeps its
 * way in the bottom bar). `start`: a page's own button that already names the step starts it with no
 * notice (QA: two clicks).
 */
export async function runLoginAction(deps: GateDeps, options: { start?: boolean } = {}): Promise<void> {
  const { alert, confirm, member } = deps.store.getState();
  const spec = member.loginStatus?.actionSpec;
  const words = loginActionText(member.loginStatus);
  const body = words.message || MESSAGES.loginRequired;
  const uri = spec?.redirectUri;
  if (!uri) return alert(body);
  if (!options.start && !(await confirm({ body, submitText: words.button }))) return;
  const target = withCallbackTo(uri, deps.currentUrl());
  // A blocked popup falls back to this window, which takes the step as itself: without the popup's
  // mark (the server appends PAYMENT_WINDOW_PARAM last), or the step's result asks to close it (QA:
  // the portal's own tab).
  if (spec.resultType !== 'POPUP_REDIRECT' || !deps.openPopup(target)) deps.assign(target.replace(POPUP_MARK, ''));
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
  await state.alert(MESSAGES.loginRequired);
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
