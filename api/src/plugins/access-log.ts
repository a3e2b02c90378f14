// One JSON access-log line per request at `info` (method, url without secrets, status, duration,
// address, member, request id) and the request id echoed in `x-request-id`: a proxy's id is kept
// when it is a plain token, else one is made here — so a user's report, the proxy's log and ours
// name the same request.
// At `debug` instead: the server's own in-process requests (a page render's API reads, the start-up
// warm-up, the versions page's entry checks — each carries the id of the request it serves, so one
// page view is one info line and, with debug on, its reads share its id) and load-balancer probes
// that answer 2xx (a failing probe stays at info).
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { sameText } from '../lib/signing.js';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify `genReqId`: the caller's id when it is safe to log and echo. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

// query values that let whoever reads them act as the member (the game launch token is good for
// 120 s): never written to the log
const SECRET_PARAMS = new Set(['token', 'code', 'ticket', 'password', 'secret']);

/** The URL as logged: secret query values replaced by '***'. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return eq >= 0 && SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=***` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's own two lines per request are off: registerAccessLog writes one. */
export const accessLogController = () => new LogController({ disableRequestLogging: true });

/** Why the server asked itself (app.inject): logged as `internal` on the request's line. */
export type InternalKind = 'ssr' | 'warmup' | 'versions';
const INTERNAL_KINDS: readonly string[] = ['ssr', 'warmup', 'versions'] satisfies InternalKind[];
const INTERNAL_HEADER = 'x-hanpan-internal';
// Only this process knows it: a client that sends the header cannot move its requests out of the
// info log.
const INTERNAL_SECRET = randomBytes(18).toString('base64url');

/**
 * Headers for an in-process request (app.inject) made while serving `parent`: its line is at
 * `debug` with `internal: kind` and the parent's request id (a fresh id without a parent).
 */
export function internalRequestHeaders(kind: InternalKind, parent?: FastifyRequest): Record<string, string> {
  return { [INTERNAL_HEADER]: `${kind}.${INTERNAL_SECRET}`, ...(parent ? { [REQUEST_ID_HEADER]: parent.id } : {}) };
}

function internalKindOf(value: unknown): InternalKind | null {
  if (typeof value !== 'string') return null;
  const dot = value.indexOf('.');
  const kind = value.slice(0, dot);
  return dot > 0 && INTERNAL_KINDS.includes(kind) && sameText(value.slice(dot + 1), INTERNAL_SECRET) ? (kind as InternalKind) : null;
}

export function registerAccessLog(app: FastifyInstance): void {
  app.decorateRequest('internal', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    req.internal = internalKindOf(req.headers[INTERNAL_HEADER]);
    // nothing after this (handlers, error logs) sees the secret
    delete req.headers[INTERNAL_HEADER];
  });
  app.addHook('onResponse', async (req, reply) => {
    const quiet = req.internal !== null || (req.routeOptions.config.probe === true && reply.statusCode < 300);
    req.log[quiet ? 'debug' : 'info'](
      {
        method: req.method,
        url: loggedUrl(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        host: req.hostname,
        // who asked: the address (the proxy's client with TRUST_PROXY) and the member, if any
        ip: req.ip,
        memberNo: req.member?.memberNo ?? undefined,
        internal: req.internal ?? undefined,
      },
      'request',
    );
  });
}
