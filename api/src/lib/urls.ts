// nextUrl / callbackUrl / redirectUri accept only the portal's own hosts; anything else becomes '/'.
export function safeReturnUrl(raw: unknown, requestHost: string, portalHosts: string[], fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  const value = raw.trim();
  // Relative path only: "/x" but not "//evil" or "/\evil" (browsers treat those as absolute).
  if (value.startsWith('/')) return /^\/[/\\]/.test(value) ? fallback : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  const host = url.hostname.toLowerCase();
  const reqHost = requestHost.toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (host === reqHost || portalHosts.includes(host)) return url.toString();
  return fallback;
}
