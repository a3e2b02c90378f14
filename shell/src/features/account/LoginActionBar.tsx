// Partner NEED_ACTION with BOTTOM_REDIRECT (SPEC §3 actionSpec): a bar at the bottom of every page
// with the server's message and its button, which opens the redirect page (a full-page load). A
// failed single sign-on (login status ERROR) gets the same bar, leading to the login again: the
// player would otherwise look logged out with no word why. Few accounts ever see it: the bar
// itself loads on demand.
import { loginActionText, needsLoginAction, safeActionUri, useHanpanStore } from '@hanpan/platform';
import { LazyPart } from '../common/LazyPart';
import { retryableLazy } from '../common/retryableLazy';

const Bar = retryableLazy(() => import(/* webpackChunkName: "login-action-bar" */ './LoginActionBarView').then((m) => m.LoginActionBarView));

export function LoginActionBar() {
  const needAction = useHanpanStore((s) => needsLoginAction(s));
  const status = useHanpanStore((s) => s.member.loginStatus);
  // SPEC §4: login status ERROR sets the single-sign-on failure flag
  const ssoFailed = useHanpanStore((s) => s.member.ssoFailed);
  const spec = status?.actionSpec;
  const href = safeActionUri(spec?.redirectUri);
  const bottom = needAction && spec?.resultType === 'BOTTOM_REDIRECT' && href;
  if (!bottom && !ssoFailed) return null;
  return (
    // every page's frame draws it: a bar that cannot load must not take the page with it
    <LazyPart failed={null}>
      {bottom ? <Bar {...loginActionText(status)} href={href} /> : <Bar message={status?.message} />}
    </LazyPart>
  );
}
