// Input guard applied to every route after schema validation (and coercion): refuses numbers that
// are not finite (`1e999` is coerced to Infinity and slips past `maximum`), unsafe integers, and
// strings holding a NUL byte (PostgreSQL cannot store them) — 400 in the envelope, before any work.
// The route schemas bound every value first (contracts' Id/PageNo/PageSize/Text helpers); this is
// the shared backstop so a schema that forgot a bound still never reaches the database with it.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { refusedValueMessage } from './errors.js';

const SCHEMA_PART = { query: 'querystring', params: 'params', body: 'body' } as const;

/** The path (keys, array indexes as '0', '1' …) of the first value refused, [] for the part itself; null when all is well. */
function offending(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (depth > 12) return path;
  if (typeof value === 'number') return Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)) ? null : path;
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = offending(value[i], [...path, String(i)], depth + 1);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return path.length ? path : [k];
      const bad = offending(v, [...path, k], depth + 1);
      if (bad !== null) return bad;
    }
  }
  return null;
}

/** The portal's page routes (api/src/portal): they hand the address to the page, whose reads are guarded themselves. */
const PAGE_ROUTES = new Set(['/', '/*']);

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    // a page address with a NUL in its query is still the page (in the portal's layout): its API
    // reads refuse the value with their own Korean error where it is used
    if (req.method === 'GET' && PAGE_ROUTES.has(req.routeOptions.url ?? '')) return;
    for (const part of ['params', 'query', 'body'] as const) {
      const bad = offending(req[part]);
      if (bad === null) continue;
      // said like a schema refusal: by the field's Korean name ('페이지가 올바르지 않습니다.')
      const schema = (req.routeOptions.schema as Record<string, unknown> | undefined)?.[SCHEMA_PART[part]];
      throw badRequest(refusedValueMessage(schema, bad, SCHEMA_PART[part]));
    }
  });
}
