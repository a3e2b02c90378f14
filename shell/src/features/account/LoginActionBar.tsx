// Partner NEED_ACTION with BOTTOM_REDIRECT (SPEC §3 actionSpec): a bar at the bottom of every page
// with the server's message and its button, which opens the redirect page (a full-page load).
// Few accounts ever see it: the bar itself loads on demand.
import { lazy, Suspense } from 'react';
import { needsLoginAction, safeActionUri, useHanpanStore } from '@hanpan/platform';

const Bar = lazy(() => import(/* webpackChunkName: "login-action-bar" */ './LoginActionBarView'));

export function LoginActionBar() {
  const needAction = useHanpanStore((s) => needsLoginAction(s));
  const status = useHanpanStore((s) => s.member.loginStatus);
  const spec = status?.actionSpec;
  const href = safeActionUri(spec?.redirectUri);
  if (!needAction || spec?.resultType !== 'BOTTOM_REDIRECT' || !href) return null;
  return (
    <Suspense fallback={null}>
      <Bar message={spec.displayMessage || status?.message || ''} button={spec.buttonMessage || '확인하기'} href={href} />
    </Suspense>
  );
}
