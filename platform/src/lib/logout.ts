// Logout through the identity provider as a POST carrying the CSRF token (form field `_csrf` and
// the header), so a cross-site page cannot log a member out. A server that still only knows the
// GET logout (404/405, or any refusal) gets the GET with nextUrl instead: one helper for both.
import { HTTP_COOKIES, HTTP_HEADERS } from '../constants/http';
import { readCookie } from './cookies';
import { logoutUrl } from './idpUrls';

export const LOGOUT_PATH = '/idp/logout';
/** The hidden form field the server pages read the CSRF token from. */
export const CSRF_FORM_FIELD = '_csrf';

export interface LogoutDeps {
  fetch(input: string, init: RequestInit): Promise<Pick<Response, 'status' | 'type' | 'ok'>>;
  /** Full page load. */
  assign(url: string): void;
  csrfToken(): string | null;
}

export function browserLogoutDeps(): LogoutDeps {
  return {
    fetch: (input, init) => fetch(input, init),
    assign: (url) => window.location.assign(url),
    csrfToken: () => readCookie(HTTP_COOKIES.csrf),
  };
}

/** Logs out and loads `nextUrl` (same-origin path). */
export async function submitLogout(nextUrl = '/', deps: LogoutDeps = browserLogoutDeps()): Promise<void> {
  const token = deps.csrfToken() ?? '';
  let done = false;
  try {
    const res = await deps.fetch(LOGOUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      // the server answers with a redirect to nextUrl: its Set-Cookie ends the session either way
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [HTTP_HEADERS.csrf]: token },
      body: new URLSearchParams({ [CSRF_FORM_FIELD]: token, nextUrl }).toString(),
    });
    done = res.type === 'opaqueredirect' || res.ok || (res.status >= 300 && res.status < 400);
  } catch {
    done = false;
  }
  deps.assign(done ? nextUrl : logoutUrl(nextUrl));
}
