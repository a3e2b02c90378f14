// A partner NEED_ACTION login's POPUP_REDIRECT: the portal opens its redirectUri with window.open
// (platform's runLoginAction). Where that page is this portal's IdP (/idp/…, the demo's stand-in
// for the partner's page), the address the portal is given carries the payment popups' window
// marker (paymentPopupUrl), so the page's result knows it is a popup even after the opener is lost
// and asks to be closed (leave.js, backRow) instead of loading the portal inside it. The stored spec
// is left as it is; another site's address is never touched.
import { paymentPopupUrl } from '@hanpan/contracts/constants';
import type { LoginActionSpecJson } from '../db/schema/index.js';

const IDP_PATH = /^\/idp\/[^/]/;

export function portalActionSpec(spec: LoginActionSpecJson): LoginActionSpecJson {
  if (spec.resultType !== 'POPUP_REDIRECT' || !IDP_PATH.test(spec.redirectUri)) return spec;
  return { ...spec, redirectUri: paymentPopupUrl(spec.redirectUri) };
}
