// One JSON access-log line per request at `info` (method, url, status, duration, request id) and
// the request id echoed in `x-request-id`: a proxy's id is kept when it is a plain token, else one
// is made here — so a user's report, the proxy's log and ours name the same request.
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

/** Fastify's own two lines per request are off: registerAccessLog writes one. */
export const accessLogController = () => new LogController({ disableRequestLogging: true });

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, host: req.hostname },
      'request',
    );
  });
}
