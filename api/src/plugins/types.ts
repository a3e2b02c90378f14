import type { Publisher } from '@hanpan/contracts';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { MemberRow } from '../db/schema/index.js';
import type { InternalKind } from './access-log.js';
import type { CounterStore } from './rate-limit.js';

export interface Site {
  publisher: Publisher;
  /** true on a mobile host (m.localhost) */
  mobile: boolean;
  host: string;
}

/** Why a server form's token was refused (plugins/csrf.ts formRefusal): made for another login, or missing/expired. */
export type CsrfFormRefusal = 'stale' | 'expired';

export interface RouteSchemaEntry {
  method: string;
  url: string;
  schema: { querystring?: unknown; params?: unknown; body?: unknown; headers?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Registered routes with their request schemas (fuzzing, schema audit). */
    routeCatalog: RouteSchemaEntry[];
    /** Shared counters (Redis or memory) for login failures and similar limits. */
    counters: CounterStore;
  }
  interface FastifyReply {
    /** CSP nonce of this response: put it on any inline <script> the server writes. */
    scriptNonce: string;
  }
  interface FastifyRequest {
    /** Logged-in member of this host's publisher, or null. */
    member: MemberRow | null;
    site: Site;
    /** The XSRF-TOKEN value for this response (existing cookie or a freshly issued one). */
    csrfToken: string;
    /** What this request's CSRF token is bound to (session or pre-session id). */
    csrfBinding: string;
    /**
     * A server form refused for its token, on a route that answers that itself (`csrfRefusedToHandler`):
     * nothing may be done. 'stale': the form was made for another login (a login or logout since, in
     * another window); 'expired': no token, or the browser's own is gone (plugins/csrf.ts formRefusal).
     */
    csrfFormRefused: false | CsrfFormRefusal;
    /** Set on the server's own in-process requests (access-log.ts): logged at debug. */
    internal: InternalKind | null;
  }
  interface FastifyContextConfig {
    /** A load-balancer probe (/healthz, /readyz): its 2xx answers are logged at debug, and it is issued no cookies. */
    probe?: boolean;
    /** A server form whose handler answers a refused token itself (the login form: a fresh form, or on to where it was going). */
    csrfRefusedToHandler?: boolean;
    /** A read that acts for the member its page shows (a game launch, a form's figures): refused, as a change is, when that is not the member logged in. */
    actsForShownMember?: boolean;
    /** The catch-all that answers an unknown /api address with the 404 envelope: no route was reached. */
    noRoute?: boolean;
  }
}
