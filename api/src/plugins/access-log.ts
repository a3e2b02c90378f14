// One JSON access-log line per request at `info` (method, url without secrets, status, duration,
// address, member, request id) and the request id echoed in `x-request-id`: a proxy's id is kept
// when it is a plain token, else one is made here — so a user's report, the proxy's log and ours
// name the same request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';

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

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: loggedUrl(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        host: req.hostname,
        // who asked: the address (the proxy's client with TRUST_PROXY) and the member, if any
        ip: req.ip,
        memberNo: req.member?.memberNo ?? undefined,
      },
      'request',
    );
  });
}
