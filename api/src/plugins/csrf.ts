// CSRF: signed double submit bound to the session. The readable XSRF-TOKEN cookie holds
// `nonce.HMAC(secret, binding|nonce)` where the binding is the session (hash of the session cookie)
// or, before login, a random httpOnly pre-session id. Unsafe /api calls send it in X-XSRF-TOKEN,
// server-page forms in `_csrf`; a value is accepted only when its HMAC matches THIS request's
// binding, so a token an attacker made up, or another member's token, is refused. A new session
// (login, registration) or the end of one (logout) gets a new token: rotateCsrf().
// In an HTML body (a server page's `_csrf` field, the shell frame's logout form) the token is never
// written as it is: maskCsrfToken() draws a fresh random pad for each response, `m.` +
// base64url(pad ‖ token XOR pad), so a compressed page that also reflects the request's values
// (returnUrl, nextUrl) gives BREACH no fixed secret to guess byte by byte. A form's `_csrf` is
// unmasked before the check; a raw token (the header, read from the cookie; a `_csrf` a script
// filled from the cookie) is still accepted as it is.
// Every refusal is one warn line `event: 'csrf_refused'` with the reason (origin, token_missing,
// token_mismatch), where the token was looked for, the address and the member — never a token or cookie.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, HEADERS } from '@hanpan/contracts';
import { ApiError, MSG } from '../lib/errors.js';
import { hmac, sameText } from '../lib/signing.js';
import { isPortalOrigin } from '../lib/urls.js';
import { loggedUrl } from './access-log.js';
import { cookieScope, hashSessionToken, isStaticPath, requireMember } from './context.js';
import type { CsrfFormRefusal } from './types.js';
import { isApiRequest } from './api-request.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A call that may change state (the CSRF check's, and the shown-member check's). */
export const isUnsafeApiCall = (req: FastifyRequest) => UNSAFE.has(req.method) && isApiRequest(req);
const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/;
const ID_RE = /^[A-Za-z0-9_-]{20,100}$/;
/** httpOnly pre-session id a guest's token is bound to. */
export const ANON_COOKIE = 'HANPAN_AID';

export const sessionBinding = (sessionToken: string) => `s:${hashSessionToken(sessionToken)}`;
export const anonBinding = (anonId: string) => `a:${anonId}`;

/**
 * Whether a shared cache may keep this response (Cache-Control public, max-age or s-maxage, not
 * private or no-store): it then must not carry Set-Cookie, or every visitor served from that cache
 * would share one pre-session id and CSRF token.
 */
function sharedCacheable(cacheControl: unknown): boolean {
  const cc = String(cacheControl ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(cc) && /\bpublic\b|\b(max-age|s-maxage)=[1-9]/.test(cc);
}

/** A fresh token for a binding (exported for the test harness). */
export function csrfTokenFor(secret: string, binding: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${hmac(secret, 'csrf', `${binding}|${nonce}`)}`;
}

export function csrfTokenValid(secret: string, binding: string, token: unknown): boolean {
  if (typeof token !== 'string' || !TOKEN_RE.test(token)) return false;
  const [nonce, mac] = token.split('.') as [string, string];
  return sameText(mac, hmac(secret, 'csrf', `${binding}|${nonce}`));
}

/** `m.` is too short to be a raw token's nonce (TOKEN_RE): a masked value is never taken for a raw one. */
const MASK_PREFIX = 'm.';
/** pad ‖ masked of a raw token (at most 64 + 1 + 43 characters): at most 2 × 108 bytes, 288 characters. */
const MASKED_RE = /^m\.[A-Za-z0-9_-]{1,288}$/;

/**
 * The token as written into an HTML body: `m.` + base64url(pad ‖ (token XOR pad)) with a fresh random
 * pad, different in every response (BREACH). An empty token (none issued) stays empty.
 */
export function maskCsrfToken(token: string): string {
  if (!token) return '';
  const bytes = Buffer.from(token, 'latin1');
  const pad = randomBytes(bytes.length);
  const masked = Buffer.alloc(bytes.length);
  for (let i = 0; i < bytes.length; i++) masked[i] = bytes[i]! ^ pad[i]!;
  return MASK_PREFIX + Buffer.concat([pad, masked]).toString('base64url');
}

/** The token a maskCsrfToken() value carries, or null when it is not one (never throws; the token is checked after). */
export function unmaskCsrfToken(value: unknown): string | null {
  if (typeof value !== 'string' || !MASKED_RE.test(value)) return null;
  const bytes = Buffer.from(value.slice(MASK_PREFIX.length), 'base64url');
  const half = bytes.length / 2;
  if (!Number.isInteger(half) || half === 0) return null;
  const token = Buffer.alloc(half);
  for (let i = 0; i < half; i++) token[i] = bytes[i]! ^ bytes[half + i]!;
  return token.toString('latin1');
}

/** A form's `_csrf` as a raw token: unmasked when masked (null when that fails), else as given. */
const formToken = (given: string): string | null => (given.startsWith(MASK_PREFIX) ? unmaskCsrfToken(given) : given);

function setTokenCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  req.csrfToken = token;
  reply.setCookie(COOKIES.csrf, token, { ...cookieScope(req), httpOnly: false });
}

/** The binding of this request: its session cookie, else its pre-session id (issued when missing). */
function bindingOf(req: FastifyRequest, reply: FastifyReply): string {
  const sid = req.cookies[COOKIES.session];
  if (sid && sid.length <= 100) return sessionBinding(sid);
  let anon = req.cookies[ANON_COOKIE];
  if (!anon || !ID_RE.test(anon)) {
    anon = randomBytes(24).toString('base64url');
    reply.setCookie(ANON_COOKIE, anon, { ...cookieScope(req), httpOnly: true });
    req.cookies[ANON_COOKIE] = anon;
  }
  return anonBinding(anon);
}

/** After login/registration (new session token) or logout (null): issue the token of the new binding. */
export function rotateCsrf(req: FastifyRequest, reply: FastifyReply, sessionToken: string | null): void {
  const binding = sessionToken ? sessionBinding(sessionToken) : (delete req.cookies[COOKIES.session], bindingOf(req, reply));
  setTokenCookie(req, reply, csrfTokenFor(req.server.config.appSecret, binding));
}

/**
 * An unsafe request a page of another site sent: its Origin names neither this origin nor a portal
 * host (the token is still required of everyone; this refuses the foreign page before the token).
 * No Origin (a machine call) or 'null' (an opaque origin) is left to the token alone.
 */
function foreignOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  return !isPortalOrigin(origin, req, req.server.config.portalHosts);
}

type CsrfRefusal = 'origin' | 'token_missing' | 'token_mismatch';

/** The 403 of a refused request, logged for whoever looks for an attack (a forged page, a stolen link). */
function refused(req: FastifyRequest, reason: CsrfRefusal, tokenFrom?: 'header' | 'form'): ApiError {
  req.log.warn(
    {
      event: 'csrf_refused',
      reason,
      tokenFrom,
      method: req.method,
      url: loggedUrl(req.url),
      // the page that sent it: not secret, and what names the attacking site
      origin: reason === 'origin' ? String(req.headers.origin).slice(0, 200) : undefined,
      ip: req.ip,
      memberNo: req.member?.memberNo ?? undefined,
    },
    'csrf refused',
  );
  return new ApiError(403, reason === 'origin' ? MSG.foreignOrigin : MSG.csrf);
}

/** Why a token does not pass, or null when it does. */
function tokenProblem(secret: string, binding: string, token: unknown): CsrfRefusal | null {
  if (token === undefined || token === '') return 'token_missing';
  return csrfTokenValid(secret, binding, token) ? null : 'token_mismatch';
}

/**
 * Why a server form's token was refused, for the words of its answer. 'stale': the form carries a
 * token, and this browser holds a valid one of its own for its login now — a different one, so the
 * form was made for another login (a login or logout since, in another window). 'expired': no token,
 * or the browser's own token (its cookie) is gone too or not of this login (a browser restart, an
 * expired cookie, a page rendered without it) — nothing says another window did anything.
 * `given` is the form's token unmasked (null: a masked value that did not unmask).
 */
function formRefusal(secret: string, req: FastifyRequest, given: string | null | undefined): CsrfFormRefusal {
  if (!given || !TOKEN_RE.test(given)) return 'expired';
  return csrfTokenValid(secret, req.csrfBinding, req.cookies[COOKIES.csrf]) ? 'stale' : 'expired';
}

export function registerCsrf(app: FastifyInstance): void {
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfBinding', '');
  app.decorateRequest('csrfFormRefused', false);
  app.addHook('onRequest', async (req, reply) => {
    // static files are the same for everyone (and cached publicly), and a load balancer's probe
    // keeps no cookies (each would be issued new ones): no pre-session id, no token
    if (isStaticPath(req.url) || req.routeOptions.config.probe === true) return;
    const binding = bindingOf(req, reply);
    req.csrfBinding = binding;
    const existing = req.cookies[COOKIES.csrf];
    if (csrfTokenValid(app.config.appSecret, binding, existing)) req.csrfToken = existing!;
    else setTokenCookie(req, reply, csrfTokenFor(app.config.appSecret, binding));
    if (UNSAFE.has(req.method) && !req.url.startsWith('/__deploy/') && foreignOrigin(req)) throw refused(req, 'origin');
    if (isUnsafeApiCall(req)) {
      const problem = tokenProblem(app.config.appSecret, binding, req.headers[HEADERS.csrf]);
      // No live session (ended, or its cookie gone): the page's token was bound to it, and every
      // state-changing /api route needs a member — so the logged-out 401 (SPEC §5), nothing done.
      if (problem && !req.member) requireMember(req);
      if (problem) throw refused(req, problem, 'header');
    }
  });
  // Server pages (login, registration, logout, payment sandbox): the form carries _csrf (or the header).
  app.addHook('preValidation', async (req) => {
    // /__deploy/: bearer-token machine calls (no cookies), see ops/deploy-routes.ts
    if (!UNSAFE.has(req.method) || isApiRequest(req) || req.url.startsWith('/__deploy/')) return;
    const body = req.body as Record<string, unknown> | undefined;
    const field = body && typeof body._csrf === 'string' ? body._csrf : undefined;
    const header = req.headers[HEADERS.csrf];
    const sent = field ?? (typeof header === 'string' ? header : undefined);
    // a masked value that does not unmask is null: a wrong token (token_mismatch), not a missing one
    const given = sent === undefined ? undefined : formToken(sent);
    const problem = tokenProblem(app.config.appSecret, req.csrfBinding, given);
    if (!problem) return;
    const error = refused(req, problem, field !== undefined || sent === undefined ? 'form' : 'header');
    if (req.routeOptions.config.csrfRefusedToHandler !== true) throw error;
    req.csrfFormRefused = formRefusal(app.config.appSecret, req, given);
  });
  // Other publicly cacheable answers (generated images, page scripts): the cookies issued above are
  // dropped. Runs after @fastify/cookie's onSend (registered first), which writes Set-Cookie.
  app.addHook('onSend', async (_req, reply) => {
    if (reply.hasHeader('set-cookie') && sharedCacheable(reply.getHeader('cache-control'))) reply.removeHeader('set-cookie');
  });
}
