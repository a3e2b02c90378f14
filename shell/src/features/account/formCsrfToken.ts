// The CSRF token a form drawn on the server carries: on the server the request's, masked afresh for
// this response by the API (a compressed page: BREACH, api/src/plugins/csrf.ts), which the frame
// renderer sets; in the browser the cookie's raw token. Not the same text, but the same token: the
// server accepts both, so the form works before the page's script runs and after it hydrates
// (LogoutForm's input does not warn about the difference).
import { HTTP_COOKIES, readCookie } from '@hanpan/platform';

let serverToken = '';

export function setServerCsrfToken(token: string | undefined): void {
  serverToken = token ?? '';
}

export const formCsrfToken = (): string => (typeof document === 'undefined' ? serverToken : (readCookie(HTTP_COOKIES.csrf) ?? ''));
