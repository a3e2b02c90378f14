// nextUrl / callbackUrl / redirectUri: normalised the way a browser reads them (WHATWG URL against
// the request's origin: tabs/CR/LF dropped, backslashes made slashes, non-ASCII percent-encoded),
// then accepted only on the request's own origin or a configured portal host (same scheme and port,
// or https); anything else → '/'.
// The value returned is ASCII only, so it is always a valid `Location` header.

const MAX_LENGTH = 2000;

/** Origin of the request (`http://host:port`); host as sent, validated by URL. */
function requestOrigin(requestHost: string, protocol: 'http' | 'https'): URL | null {
  try {
    const u = new URL(`${protocol}://${requestHost}/`);
    return u.username || u.password ? null : u;
  } catch {
    return null;
  }
}

/** `raw` read against `origin`, when it is that origin or a portal host served by the same server. */
function allowedUrl(raw: string, origin: URL, portalHosts: string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // "//host" as a path would be read as another host when sent back relative
  if (url.pathname.startsWith('//')) return null;
  if (url.origin === origin.origin) return url;
  if (url.hostname !== origin.hostname && !portalHosts.includes(url.hostname)) return null;
  // a portal host: served as this request is (same scheme and port), or over https on its standard
  // port; never another port of the host, never https down to http
  const sameServer = url.protocol === origin.protocol && effectivePort(url) === effectivePort(origin);
  return sameServer || (url.protocol === 'https:' && url.port === '') ? url : null;
}

export function safeReturnUrl(raw: unknown, requestHost: string, portalHosts: string[], fallback = '/', protocol: 'http' | 'https' = 'http'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  const origin = requestOrigin(requestHost, protocol);
  const url = origin ? allowedUrl(raw, origin, portalHosts) : null;
  if (!origin || !url) return fallback;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(raw.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+/, ''));
  return url.origin === origin.origin && !absolute ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Whether an Origin header names this request's origin or a portal host (the redirect rule above). */
export function isPortalOrigin(value: string, req: { host: string; protocol: string }, portalHosts: string[]): boolean {
  // absolute only: a relative value would be read against this origin
  if (value.length > MAX_LENGTH || !URL.canParse(value)) return false;
  const origin = requestOrigin(req.host, schemeOf(req));
  return origin !== null && allowedUrl(value, origin, portalHosts) !== null;
}

const schemeOf = (req: { protocol: string }) => (req.protocol === 'https' ? 'https' : 'http');

const effectivePort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');

/**
 * This request's origin (its scheme and port) on another host of the portal: the PC site's
 * (`PC_HOST`) for the mobile site's 'PC 버전'. Null when the request's host or `hostname` is not valid.
 */
export function originOnHost(req: { host: string; protocol: string }, hostname: string): string | null {
  const origin = requestOrigin(req.host, schemeOf(req));
  if (!origin) return null;
  origin.hostname = hostname; // (an invalid name leaves it as it was)
  return origin.hostname === hostname.toLowerCase() ? origin.origin : null;
}

/**
 * safeReturnUrl against the request's own host and scheme (the IdP and payment pages), within the
 * request's channel: the partner's hosts and the portal's own never send a player to each other
 * (each keeps its own login, and the partner may not use the mobile site).
 */
export function requestReturnUrl(req: { host: string; protocol: string }, raw: unknown, hosts: { portalHosts: string[]; partnerHosts: string[] }): string {
  const partner = (h: string) => hosts.partnerHosts.includes(h.toLowerCase());
  const here = partner(requestOrigin(req.host, schemeOf(req))?.hostname ?? '');
  return safeReturnUrl(raw, req.host, hosts.portalHosts.filter((h) => partner(h) === here), '/', schemeOf(req));
}

/** safeReturnUrl on the request's own origin only, as a path (a popup's links never leave it). */
export const sameOriginReturnUrl = (req: { host: string; protocol: string }, raw: unknown): string => safeReturnUrl(raw, req.host, [], '/', schemeOf(req));

/** Percent-encodes anything outside the characters allowed in a Location header value. */
export function encodeLocation(value: string): string {
  return value.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)).replace(/[<>"`{}|\\^]/g, (c) => encodeURIComponent(c));
}
