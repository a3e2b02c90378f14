// CSRF double submit: readable XSRF-TOKEN cookie; unsafe /api calls need X-XSRF-TOKEN equal to it,
// server-page form posts need a hidden _csrf field equal to it. A cross-site page cannot read the cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES, HEADERS } from '@hanpan/contracts';
import { ApiError, MSG } from '../lib/errors.js';
import { isSecureRequest } from './context.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

function same(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function cookieToken(req: FastifyRequest): string | undefined {
  const v = req.cookies[COOKIES.csrf];
  return v && TOKEN_RE.test(v) ? v : undefined;
}

export function registerCsrf(app: FastifyInstance): void {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (req, reply) => {
    const existing = cookieToken(req);
    if (existing) {
      req.csrfToken = existing;
    } else {
      req.csrfToken = randomBytes(24).toString('base64url');
      reply.setCookie(COOKIES.csrf, req.csrfToken, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: isSecureRequest(req, app.config),
      });
    }
    if (UNSAFE.has(req.method) && req.url.startsWith('/api/')) {
      const header = req.headers[HEADERS.csrf];
      if (!same(typeof header === 'string' ? header : undefined, existing)) throw new ApiError(403, MSG.csrf);
    }
  });
  // Server pages (login, registration, payment sandbox): the form carries _csrf (or the header).
  app.addHook('preValidation', async (req) => {
    if (!UNSAFE.has(req.method) || req.url.startsWith('/api/')) return;
    const body = req.body as Record<string, unknown> | undefined;
    const field = body && typeof body._csrf === 'string' ? body._csrf : undefined;
    const header = req.headers[HEADERS.csrf];
    const given = field ?? (typeof header === 'string' ? header : undefined);
    if (!same(given, cookieToken(req))) throw new ApiError(403, MSG.csrf);
  });
}
