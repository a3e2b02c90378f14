// Per-request context: publisher/site by Host, DB session → req.member, cookie helpers.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, type Publisher } from '@hanpan/contracts';
import { withinDomain, type AppConfig } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { members, sessions, type MemberRow } from '../db/schema/index.js';
import { ApiError, MSG } from '../lib/errors.js';
import type { Site } from './types.js';
import { isApiRequest } from './api-request.js';

/** A login kept ('로그인 상태 유지', asked for at the login): the cookie outlives the browser. */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
/**
 * Any other login ends with the browser (its cookie has no lifetime: a shared PC-bang seat is not the
 * next customer's), and on the server after this long even in a browser left open — no sliding
 * expiry, which would make every read a write.
 */
export const BROWSER_SESSION_TTL_MS = 24 * 3600 * 1000;

export function detectSite(hostname: string, config: Pick<AppConfig, 'partnerHosts' | 'mobileHosts'>): Site {
  // (a name written with its root's dot, 'partner.example.', is the same host: it served the portal)
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const publisher: Publisher = config.partnerHosts.includes(host) ? 'partner' : 'hanpan';
  return { publisher, mobile: config.mobileHosts.includes(host), host };
}

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** HTTPS as seen by Fastify: x-forwarded-proto counts only from a trusted proxy (config.trustProxy). */
export function isSecureRequest(req: FastifyRequest, config: AppConfig): boolean {
  return config.secureCookies || req.protocol === 'https';
}

/**
 * Where the portal's cookies live: the configured parent domain on the own portal's hosts under it
 * (PC and mobile share a login), else the request host only (partner hosts always).
 */
export function cookieScope(req: FastifyRequest): { path: '/'; sameSite: 'lax'; secure: boolean; domain?: string } {
  const { cookieDomain } = req.server.config;
  const shared = cookieDomain !== null && req.site.publisher !== 'partner' && withinDomain(req.hostname.toLowerCase(), cookieDomain);
  return { path: '/', sameSite: 'lax', secure: isSecureRequest(req, req.server.config), ...(shared ? { domain: cookieDomain } : {}) };
}

/** Creates a DB session and returns the cookie value; `kept`: '로그인 상태 유지' (SESSION_TTL_MS, else BROWSER_SESSION_TTL_MS). */
export async function createSession(db: DbOrTx, memberId: number, publisher: Publisher, kept = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: hashSessionToken(token), memberId, publisher, expiresAt: new Date(Date.now() + (kept ? SESSION_TTL_MS : BROWSER_SESSION_TTL_MS)) });
  return token;
}

/** `kept`: a persistent cookie; otherwise one the browser drops when it closes. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, kept = false): void {
  reply.setCookie(COOKIES.session, token, { ...cookieScope(req), httpOnly: true, ...(kept && { maxAge: SESSION_TTL_MS / 1000 }) });
}

export async function destroySession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[COOKIES.session];
  if (token) await req.server.db.delete(sessions).where(eq(sessions.id, hashSessionToken(token)));
  const { domain } = cookieScope(req);
  reply.clearCookie(COOKIES.session, { path: '/', ...(domain ? { domain } : {}) });
  req.member = null;
}

type SessionRow = { member: MemberRow; publisher: string; expiresAt: Date };

async function loadSession(db: DbOrTx, tokenHash: string): Promise<SessionRow | null> {
  const rows = await db
    .select({ member: members, publisher: sessions.publisher, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

async function loadMember(req: FastifyRequest): Promise<MemberRow | null> {
  const token = req.cookies[COOKIES.session];
  if (!token || token.length > 100) return null;
  const tokenHash = hashSessionToken(token);
  // Reads (every navigation asks several) share the member-read cache, dropped by every write and
  // by logins/logouts; a state-changing request always reads its member fresh.
  const row = READ_METHODS.has(req.method)
    ? await req.server.memberReads.read(`session:${tokenHash}`, () => loadSession(req.server.db, tokenHash))
    : await loadSession(req.server.db, tokenHash);
  // A session belongs to one publisher: a hanpan login does not count on the partner host.
  if (!row || row.publisher !== req.site.publisher || row.expiresAt.getTime() <= Date.now()) return null;
  return row.member;
}

/**
 * Paths that never need the member: static files of the shell and remotes, and the remotes
 * manifest (the same for everyone; a deploy check or monitor reading it keeps no cookies).
 */
const STATIC_PREFIXES = ['/remotes/', '/remotes.json', '/shell/', '/static/', '/favicon'];

/** A static file's path: no member, no cookies (see plugins/csrf.ts). */
export const isStaticPath = (url: string) => STATIC_PREFIXES.some((p) => url.startsWith(p));

export function registerContext(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (req) => {
    req.site = detectSite(req.hostname, app.config);
    req.member = null;
    if (isStaticPath(req.url)) return;
    req.member = await loadMember(req);
  });
  // A route that chose its own policy (public images, hashed files, the identity provider's forms)
  // keeps it. A member's API answer is theirs alone: no cache keeps it. Every other dynamic answer
  // (pages with a CSRF field, payment pages, errors) is for this browser only and revalidated; not
  // no-store for the payment pages: Back must show the very order page again, not fetch a new order.
  app.addHook('onSend', async (req, reply) => {
    if (reply.hasHeader('cache-control') || isStaticPath(req.url)) return;
    reply.header('cache-control', req.member && isApiRequest(req) ? 'private, no-store' : 'private, no-cache');
  });
}

export interface RequireMemberOptions {
  /** Partner members with loginStatus NEED_ACTION count as logged in (SPEC §4 'include need action'). */
  includeNeedAction?: boolean;
}

/** Whether a session's member counts as logged in (SPEC §4: a partner member by its loginStatus). */
export function isLoggedIn(m: MemberRow | null, opts: RequireMemberOptions = {}): boolean {
  if (!m) return false;
  if (m.publisher !== 'partner') return true;
  return m.loginStatusCode === 'LOGIN' || (!!opts.includeNeedAction && m.loginStatusCode === 'NEED_ACTION');
}

/**
 * For a read open to guests that adds the member's own part (owned counts, applications): the member
 * when logged in, else null — a partner member whose login still needs an action (NEED_ACTION) reads
 * as a guest, as every member API counts it.
 */
export function loggedInMember(req: FastifyRequest): MemberRow | null {
  return isLoggedIn(req.member) ? req.member : null;
}

/** The logged-in member or a 401 '로그인 후, 이용해 주세요.' */
export function requireMember(req: FastifyRequest, opts: RequireMemberOptions = {}): MemberRow {
  const m = req.member;
  if (!m || !isLoggedIn(m, opts)) throw new ApiError(401, MSG.loginRequired);
  return m;
}
