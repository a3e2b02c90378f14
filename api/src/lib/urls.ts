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

export function safeReturnUrl(raw: unknown, requestHost: string, portalHosts: string[], fallback = '/', protocol: 'http' | 'https' = 'http'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  const origin = requestOrigin(requestHost, protocol);
  if (!origin) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  // "//host" as a path would be read as another host when sent back relative
  if (url.pathname.startsWith('//')) return fallback;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(raw.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+/, ''));
  if (url.origin === origin.origin) return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
  if (url.hostname !== origin.hostname && !portalHosts.includes(url.hostname)) return fallback;
  // a portal host: served as this request is (same scheme and port), or over https on its standard
  // port; never another port of the host, never https down to http
  const sameServer = url.protocol === origin.protocol && effectivePort(url) === effectivePort(origin);
  return sameServer || (url.protocol === 'https:' && url.port === '') ? url.href : fallback;
}

const effectivePort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');

/** safeReturnUrl against the request's own host and scheme (the IdP and payment pages). */
export function requestReturnUrl(req: { host: string; protocol: string }, raw: unknown, portalHosts: string[]): string {
  return safeReturnUrl(raw, req.host, portalHosts, '/', req.protocol === 'https' ? 'https' : 'http');
}

/** Percent-encodes anything outside the characters allowed in a Location header value. */
export function encodeLocation(value: string): string {
  return value.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)).replace(/[<>"`{}|\\^]/g, (c) => encodeURIComponent(c));
}
