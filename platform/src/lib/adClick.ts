// Ad click id (gclid) cookie, SPEC §4/§9: stored only when it differs from the stored one and
// no member is logged in; 90 days, path /, readable by scripts, SameSite Lax, parent domain.
import { AD_CLICK_COOKIE } from '../constants/business';
import { readCookie, writeCookie } from './cookies';

/** '.example.com' for 'www.example.com'; null for two-label or IP hosts (host-only cookie). */
export function parentCookieDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length >= 3 ? `.${labels.slice(1).join('.')}` : null;
}

export interface AdClickContext {
  loggedIn: boolean;
  hostname: string;
  /** Portal hosts where the cookie is not written. */
  skipHosts?: readonly string[];
}

/** Returns true when the cookie was written. */
export function rememberAdClickId(search: string | URLSearchParams, context: AdClickContext): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const id = params.get(AD_CLICK_COOKIE.queryParam)?.trim();
  if (!id || context.loggedIn) return false;
  if (context.skipHosts?.includes(context.hostname.toLowerCase())) return false;
  if (readCookie(AD_CLICK_COOKIE.name) === id) return false;
  writeCookie(AD_CLICK_COOKIE.name, id, {
    maxAgeSeconds: AD_CLICK_COOKIE.maxAgeSeconds,
    path: AD_CLICK_COOKIE.path,
    sameSite: AD_CLICK_COOKIE.sameSite,
    domain: parentCookieDomain(context.hostname) ?? undefined,
  });
  return true;
}
