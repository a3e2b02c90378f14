// Requests generated from the registered route schemas (fast-check): values that fit the schema,
// values at and past its edges, and hostile values (NUL, ±Infinity, 2^31, CR/LF, </script>, tab
// tricks, very long). Used by the fuzz suite and by the reads-never-write check.
import fc from 'fast-check';
import type { RouteSchemaEntry } from '../plugins/types.js';
import type { JsonSchema } from './schema-walk.js';

export const HOSTILE: string[] = [
  '', ' ', '0', '-1', '1.5', '1e999', '-1e999', '1e300', '2147483647', '2147483648', '-2147483649', '9223372036854775808', '99999999999999999999999999',
  'NaN', 'Infinity', '-Infinity', '0x10', 'true', 'null', '%00', 'a\u0000b', '\u0000', '\r\nLocation: http://evil.example', '/\t/evil.example', '/%09/evil.example',
  '//evil.example', 'https://evil.example/', 'javascript:alert(1)', '</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '한글값', '😀', "' OR 1=1 --",
  '2026-02-30', '2026-13-01', '9999-99-99', 'x'.repeat(5000),
];

const hostile = fc.constantFrom(...HOSTILE);

function typesOf(s: JsonSchema): string[] {
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}

/** A value that fits the schema (mostly), for a scalar or object schema. */
export function validArb(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(undefined);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => validArb(a, depth + 1)));
  const t = typesOf(s);
  if (t.includes('integer') || t.includes('number')) {
    const min = Math.max(s.minimum ?? -1000, -2_147_483_648);
    const max = Math.min(s.maximum ?? 1000, 2_147_483_647);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, Math.min(max, Math.max(min, 1))));
  }
  if (t.includes('boolean')) return fc.boolean();
  if (t.includes('null')) return fc.constant(null);
  if (t.includes('string')) {
    if (s.pattern && s.pattern !== '^[^\\u0000]*$') {
      try {
        return fc.stringMatching(new RegExp(s.pattern)).map((v) => (s.maxLength ? v.slice(0, s.maxLength) : v));
      } catch {
        /* fall through */
      }
    }
    return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 60) }).map((v) => v.replace(/\u0000/g, ''));
  }
  if (t.includes('array')) return fc.array(validArb(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 3, 5) });
  if (t.includes('object') || s.properties) {
    const props = s.properties ?? {};
    const req = new Set(s.required ?? []);
    const entries = Object.entries(props).map(([k, v]) => [k, validArb(v, depth + 1)] as const);
    return fc.record(Object.fromEntries(entries), { requiredKeys: Object.keys(props).filter((k) => req.has(k)) });
  }
  return fc.constant(undefined);
}

/** Mostly valid, sometimes a hostile or out-of-range scalar in one place. */
export function fuzzArb(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(undefined);
  const t = typesOf(s);
  if (s.properties || t.includes('object')) {
    const props = s.properties ?? {};
    const req = new Set(s.required ?? []);
    const entries = Object.entries(props).map(([k, v]) => [k, fuzzArb(v, depth + 1)] as const);
    return fc.record(Object.fromEntries(entries), { requiredKeys: Object.keys(props).filter((k) => req.has(k)) });
  }
  if (t.includes('array')) return fc.oneof(fc.array(fuzzArb(s.items, depth + 1), { maxLength: 4 }), hostile);
  const edges: fc.Arbitrary<unknown>[] = [];
  if (t.includes('integer') || t.includes('number')) {
    const min = s.minimum ?? 0;
    const max = s.maximum ?? 0;
    edges.push(fc.constantFrom(min - 1, max + 1, 1e999, -1e999, 2_147_483_648, 1.5));
  }
  return fc.oneof({ weight: 3, arbitrary: validArb(s, depth) }, { weight: 2, arbitrary: hostile }, ...edges.map((e) => ({ weight: 1, arbitrary: e })));
}

export interface GeneratedRequest {
  method: string;
  url: string;
  /** JSON body (object) for unsafe methods */
  body?: unknown;
  form?: Record<string, string>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? undefined : JSON.stringify(v) === undefined ? undefined : typeof v === 'number' ? (Number.isFinite(v) ? String(v) : v > 0 ? '1e999' : '-1e999') : String(v));

/** Fills `:name` path parameters and a query string; JSON body (or a form for server pages). */
export function requestArb(route: RouteSchemaEntry, mode: 'valid' | 'fuzz'): fc.Arbitrary<GeneratedRequest> {
  const pick = mode === 'valid' ? validArb : fuzzArb;
  const params = pick(route.schema.params as JsonSchema | undefined);
  const query = route.schema.querystring ? pick(route.schema.querystring as JsonSchema) : fc.constant(undefined);
  const extraQuery = mode === 'fuzz' ? fc.option(fc.tuple(fc.constantFrom('page', 'size', 'id', 'nextUrl', 'redirectUri', 'codes'), hostile), { freq: 3 }) : fc.constant(null);
  const body = route.schema.body ? pick(route.schema.body as JsonSchema) : mode === 'fuzz' ? fc.option(fc.dictionary(fc.constantFrom('loginId', 'password', 'nextUrl', 'ticket', 'x'), hostile, { maxKeys: 3 })) : fc.constant(undefined);
  const unknownParam = fc.oneof(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), hostile);
  return fc.record({ params, query, extraQuery, body, unknownParam }).map(({ params: p, query: q, extraQuery: eq, body: b, unknownParam: up }) => {
    const pv = (p ?? {}) as Record<string, unknown>;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(str(pv[name]) ?? up));
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) {
      const sv = str(v);
      if (sv !== undefined) qs.append(k, sv);
    }
    if (eq) qs.append(eq[0], eq[1]);
    const search = qs.toString();
    const url = `${path}${search ? `?${search}` : ''}`;
    const out: GeneratedRequest = { method: route.method, url };
    if (route.method !== 'GET') {
      if (route.url.startsWith('/api/')) out.body = b ?? {};
      else {
        const form: Record<string, string> = {};
        for (const [k, v] of Object.entries((b ?? {}) as Record<string, unknown>)) {
          const sv = str(v);
          if (sv !== undefined) form[k] = sv;
        }
        out.form = form;
      }
    }
    return out;
  });
}

/** Routes a generator covers: every registered route but the catch-all 404s. */
export function fuzzableRoutes(catalog: RouteSchemaEntry[]): RouteSchemaEntry[] {
  return catalog.filter((r) => !r.url.endsWith('*') && r.url !== '/api' && !['OPTIONS', 'TRACE', 'QUERY', 'HEAD'].includes(r.method));
}
