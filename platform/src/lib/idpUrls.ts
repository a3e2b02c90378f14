// Identity provider pages served by the portal API (login, logout, registration) with their return URL.
export function loginUrl(nextUrl: string): string {
  return `/idp/login?nextUrl=${encodeURIComponent(nextUrl)}`;
}

/** The IdP's logout page (a confirmation form; the logout itself is a POST: `submitLogout`). */
export function logoutUrl(nextUrl: string): string {
  return `/idp/logout?nextUrl=${encodeURIComponent(nextUrl)}`;
}

export function registerUrl(inflow: string, callbackUrl: string): string {
  return `/idp/register?inflow=${encodeURIComponent(inflow)}&callbackUrl=${encodeURIComponent(callbackUrl)}`;
}

/** 성인 인증 for the adult-only games (the 403 page links to it). */
export function adultVerificationUrl(returnUrl: string): string {
  return `/idp/adult-verification?returnUrl=${encodeURIComponent(returnUrl)}`;
}
