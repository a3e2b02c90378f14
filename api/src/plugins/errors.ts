// One error path: ApiError, validation and framework errors become the envelope (JSON under /api,
// a Korean HTML page elsewhere). Bad input is never a 500.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MSG } from '../lib/errors.js';
import { fail } from '../lib/envelope.js';
import { errorPage } from '../lib/html.js';
import { isConnectionError, isDataError } from '../db/faults.js';
import { withParticle } from '@hanpan/contracts/korean';
import { isApiRequest } from './api-request.js';
import { isSecureRequest } from './context.js';
import { HSTS_HEADER, HSTS_VALUE } from './security-headers.js';

const CONTEXT_KO: Record<string, string> = { body: '본문', querystring: '쿼리', params: '경로', headers: '헤더' };

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

interface FieldSchema {
  title?: unknown;
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
}

/** The Korean name the contract gives the field at `path` (its schema's `title`), if any. */
export function fieldTitle(schema: unknown, path: string[]): string | null {
  let node = schema as FieldSchema | undefined;
  for (const key of path) node = /^[0-9]+$/.test(key) ? node?.items : node?.properties?.[key];
  return typeof node?.title === 'string' ? node.title : null;
}

/**
 * The 400's message: a field the contract names in Korean is said by that name ('금액이 올바르지
 * 않습니다.'), with the length rule it broke; any other field by its API name.
 */
export function validationMessage(issues: ValidationIssue[], context?: string, schema?: unknown): string {
  const first = issues[0] ?? {};
  const path = (first.instancePath ?? '').split('/').filter(Boolean);
  const missing = typeof first.params?.missingProperty === 'string' ? first.params.missingProperty : '';
  if (missing) path.push(missing);
  const title = fieldTitle(schema, path);
  if (title) {
    const limit = first.params?.limit;
    if (first.keyword === 'required') return `${withParticle(title, '을')} 입력해 주세요.`;
    if (first.keyword === 'maxLength' && typeof limit === 'number') return `${withParticle(title, '은')} ${limit.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`;
    if (first.keyword === 'minLength' && typeof limit === 'number') return `${withParticle(title, '은')} ${limit.toLocaleString('ko-KR')}자 이상 써 주세요.`;
    return `${withParticle(title, '이')} 올바르지 않습니다.`;
  }
  if (first.keyword === 'required') return `${partName(context)}필수 값이 없습니다: '${apiName(path) || (context ?? '요청')}'`;
  return refusedValueMessage(schema, path, context);
}

/** 'a.b[0]': a path as the API names it (for a field its contract gives no Korean name). */
const apiName = (path: string[]) => path.reduce((s, k, i) => (i > 0 && /^[0-9]+$/.test(k) ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');
const partName = (part?: string) => (part && CONTEXT_KO[part] ? `${CONTEXT_KO[part]} ` : '');

/**
 * A refused value, said the one way every check says it: by the field's Korean name ('금액이 올바르지
 * 않습니다.'), else by its part and API name with `rule` ("쿼리 'page' 값이 올바르지 않습니다.").
 * (no particle after an API name: 이/가 follows its Korean reading, which 'processorName' does not have)
 */
export function refusedValueMessage(schema: unknown, path: string[], part?: string, rule = '값이 올바르지 않습니다.'): string {
  const title = fieldTitle(schema, path);
  if (title) return `${withParticle(title, '이')} 올바르지 않습니다.`;
  return `${partName(part)}'${apiName(path) || (part ?? '요청')}' ${rule}`;
}

/** Errors answered with the envelope: under /api and the deploy endpoint (elsewhere a Korean HTML page). */
const answersEnvelope = (req: FastifyRequest) => isApiRequest(req) || req.url === '/api' || req.url.startsWith('/__deploy/');

/** Sends the error answer: the envelope under /api (and the deploy endpoint), a Korean HTML page elsewhere. */
export function reply(req: FastifyRequest, rep: FastifyReply, status: number, message: string, body: unknown = null) {
  if (answersEnvelope(req)) return rep.status(status).type('application/json; charset=utf-8').send(fail(status, message, body));
  return rep.status(status).type('text/html; charset=utf-8').send(errorPage(status, message));
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문(JSON)이 올바르지 않습니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 길이가 올바르지 않습니다.',
};

/**
 * The security headers of an answer made before the request's hooks (helmet's) run: nothing in it
 * runs an inline script or may be framed.
 */
const BARE_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};
/** Such an answer's Korean HTML page: its stylesheet, fonts and static scripts are this origin's. */
const BARE_PAGE_CSP = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * Errors Fastify raises before routing (bad URL encoding, a path parameter over its length): no hook
 * has run, so the security headers are set here (QA: `/%` was a frameable page without them).
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, rep: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  rep.headers(answersEnvelope(req) ? BARE_SECURITY_HEADERS : { ...BARE_SECURITY_HEADERS, 'content-security-policy': BARE_PAGE_CSP });
  if (isSecureRequest(req, req.server.config)) rep.header(HSTS_HEADER, HSTS_VALUE);
  return reply(req, rep, status, status === 414 ? '요청 주소가 너무 깁니다.' : '요청 주소가 올바르지 않습니다.');
}

/**
 * A request Node's HTTP parser refused before any route (raw bytes in the address, a header too
 * large, a malformed length): the Korean envelope with the security headers, written to the socket
 * as Fastify's own handler would write its English one (`secure`: SECURE_COOKIES, the server is behind HTTPS).
 */
export function clientError(err: Error & { code?: string }, socket: Duplex, secure = false): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? '요청 헤더가 너무 큽니다.' : status === 408 ? '요청이 제시간에 도착하지 않았습니다. 다시 시도해 주세요.' : '요청이 올바르지 않습니다.';
  const body = JSON.stringify(fail(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `${Object.entries({ ...BARE_SECURITY_HEADERS, ...(secure && { [HSTS_HEADER]: HSTS_VALUE }) }).map(([name, value]) => `${name}: ${value}\r\n`).join('')}connection: close\r\n\r\n${body}`,
  );
}

export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, req, rep) => {
    if (err instanceof ApiError) {
      if (err.status >= 500) req.log.error({ err }, 'api error');
      return reply(req, rep, err.status, err.message, err.body);
    }
    if (err.validation) {
      const context = err.validationContext;
      const schema = context ? (req.routeOptions.schema as Record<string, unknown> | undefined)?.[context] : undefined;
      return reply(req, rep, 400, validationMessage(err.validation as ValidationIssue[], context, schema));
    }
    // The database connection died under this request: a Korean 503, the process keeps serving.
    if (isConnectionError(err)) {
      req.log.warn({ err }, 'database connection lost');
      return reply(req, rep, 503, MSG.unavailable);
    }
    // Last line of defence: input the database refused as data is bad input, never a 500
    // (the route schemas bound inputs first; this catches what they missed).
    if (isDataError(err)) {
      req.log.warn({ err }, 'database refused input');
      return reply(req, rep, 400, '요청 값이 올바르지 않습니다.');
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status === 429) return reply(req, rep, 429, MSG.tooMany);
    if (status < 500) return reply(req, rep, status, FRAMEWORK_MESSAGES[err.code] ?? '요청이 올바르지 않습니다.');
    req.log.error({ err }, 'unhandled error');
    return reply(req, rep, 500, MSG.internal);
  });

  // Unknown /api routes: 404 envelope even when a page fallback (GET /*) exists.
  const apiNotFound = async (req: FastifyRequest, rep: FastifyReply) => reply(req, rep, 404, '요청하신 API를 찾을 수 없습니다.');
  // (noRoute: no route of the API was reached — nothing is done, plugins/member-reads.ts keeps its cache)
  app.all('/api/*', { config: { noRoute: true } }, apiNotFound);
  app.all('/api', { config: { noRoute: true } }, apiNotFound);
  // (a server-owned path outside the page routes, /idp/nope: the server's own Korean page)
  app.setNotFoundHandler((req, rep) => reply(req, rep, 404, req.url.startsWith('/api') ? '요청하신 API를 찾을 수 없습니다.' : '요청하신 페이지를 찾을 수 없습니다. 주소를 다시 확인해 주세요.'));
}
