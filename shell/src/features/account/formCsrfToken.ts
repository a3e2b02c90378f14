// The CSRF token a form drawn on the server carries: the request's there (the frame renderer sets
// it), the cookie's in the browser — the same value, so the form works before the page's script
// runs and hydrates unchanged.
import { HTTP_COOKIES, readCookie } from '@hanpan/platform';

let serverToken = '';

export function setServerCsrfToken(token: string | undefined): void {
  serverToken = token ?? '';
}

export const formCsrfToken = (): string => (typeof document === 'undefined' ? serverToken : (readCookie(HTTP_COOKIES.csrf) ?? ''));
