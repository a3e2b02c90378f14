// Security headers on every response (HTML, API, static files) through @fastify/helmet:
// CSP with script-src 'self' plus a per-response nonce for the few inline scripts the server writes
// (reply.scriptNonce → `<script nonce=…>`), frame-ancestors 'none' (nothing of ours is framed; the
// payment sandbox opens as a popup, not a frame), nosniff, Referrer-Policy, COOP same-origin (the
// portal and its sandbox popups are one origin, so window.opener keeps working), no CORS by default.
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { isSecureRequest } from './context.js';
import { overridesAllowed } from '../ops/staff.js';

/** Strict-Transport-Security on every answer that arrived over HTTPS (errors made before the hooks too). */
export const HSTS_HEADER = 'strict-transport-security';
export const HSTS_VALUE = 'max-age=15552000';

/** Marker in cached HTML replaced by the response's nonce (portal pages). */
export const NONCE_PLACEHOLDER = '__HANPAN_CSP_NONCE__';

type WithNonce = ServerResponse & { hanpanNonce?: string };

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.decorateReply('scriptNonce', '');
  // runs before helmet's own onRequest hook (registered after this one), which reads the nonce
  app.addHook('onRequest', async (_req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    (reply.raw as WithNonce).hanpanNonce = nonce;
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // overrideOrigins: a team's dev server a remote override loads from (in production only on
        // staff's answers: withoutOverrideOrigins below)
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce).hanpanNonce ?? ''}'`, ...app.config.overrideOrigins],
        // styled-components and the server pages write <style> elements
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // (and its live-reload socket: ws:// beside http://)
        connectSrc: ["'self'", ...app.config.overrideOrigins, ...app.config.overrideOrigins.map((o) => o.replace(/^http/, 'ws'))],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // remotes are served by this origin; a cross-origin consumer would be configured explicitly
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS: below, on every response that arrived over HTTPS
    hsts: false,
    xContentTypeOptions: true,
  });
  // A remote override is staff's in production (ops/staff.ts): every other visitor's answers allow no
  // OVERRIDE_ORIGINS (the policy is written before the member is known, so it is trimmed at the end)
  const origins = app.config.overrideOrigins;
  if (app.config.production && origins.length) {
    app.addHook('onSend', async (req, reply) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !overridesAllowed(app, req.member)) reply.header('content-security-policy', withoutOverrideOrigins(csp, origins));
    });
  }
  // HTTPS as the cookies see it (SECURE_COOKIES, or https from a trusted proxy): with TRUST_PROXY
  // alone the cookies were Secure but the browser was never told to stay on HTTPS
  app.addHook('onRequest', async (req, reply) => {
    if (isSecureRequest(req, app.config)) reply.header(HSTS_HEADER, HSTS_VALUE);
  });
}

/** A policy without the override origins (and their ws:// twins) in any directive. */
export function withoutOverrideOrigins(csp: string, origins: readonly string[]): string {
  const drop = new Set([...origins, ...origins.map((o) => o.replace(/^http/, 'ws'))]);
  return csp
    .split(';')
    .map((d) => d.trim().split(/\s+/).filter((v) => !drop.has(v)).join(' '))
    .join(';');
}
