// The partner's login step (SPEC §3 NEED_ACTION, runLoginAction): its notice, then its redirect.
import { MESSAGES } from '../constants';
import { POPUP_MARK, withCallbackTo, type GateDeps } from './loginGate';
import { loginActionText } from './selectors';

/**
 * The server's message, then the redirect its actionSpec asks for. The notice asks — also right
 * after login (runLoginActionOnce): its button starts the step; 취소, Esc or leaving the page
 * declines (QA: closing it any way started the step; a BOTTOM_REDIRECT account keeps its way in the
 * bottom bar). `start`: no notice first.
 */
export async function runLoginStep(deps: GateDeps, options: { start?: boolean }): Promise<void> {
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

