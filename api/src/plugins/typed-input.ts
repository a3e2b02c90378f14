// Request values are taken as the client typed them where a type can be typed. A JSON body is
// validated without coercion: `true` is no bank-book count, `""` no "no daily limit", `[1]` no
// repeat confirmation (QA: each was coerced and accepted, one removed a player's daily spending cap).
// A path or query value is text, so its integers are still converted, but only from decimal digits:
// '0x2', '+2', ' 2', '2.0' and '1e0' named record 2 or 1 (Ajv converts with Number()).
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { refusedValueMessage } from './errors.js';

/** The options every part is validated with; bodies drop the coercion. */
const AJV_OPTIONS = { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } as const;

const DECIMAL_RE = /^-?[0-9]+$/;

interface TypedSchema {
  type?: string | string[];
  anyOf?: TypedSchema[];
  items?: TypedSchema;
  properties?: Record<string, TypedSchema>;
}

/** Whether a path or query field is an integer (or integers) by its schema: then its text must be digits. */
function wantsInteger(schema: TypedSchema | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && !types.includes('string')) return true;
  if (types.includes('array')) return wantsInteger(schema.items);
  return !!schema.anyOf?.length && schema.anyOf.every((s) => wantsInteger(s) || s.type === 'null');
}

export function registerTypedInput(app: FastifyInstance): void {
  const build = AjvCompiler();
  const coercing = build({}, { customOptions: AJV_OPTIONS });
  const asTyped = build({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? asTyped : coercing)(route));

  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema as (FastifySchema & Record<'params' | 'querystring', TypedSchema | undefined>) | undefined;
    if (!schema) return;
    for (const part of ['params', 'querystring'] as const) {
      const fields = schema[part]?.properties;
      const raw = (part === 'params' ? req.params : req.query) as Record<string, unknown> | undefined;
      if (!fields || !raw) continue;
      for (const [key, field] of Object.entries(fields)) {
        const value = raw[key];
        if (value === undefined || !wantsInteger(field)) continue;
        if ((Array.isArray(value) ? value : [value]).every((v) => typeof v === 'string' && DECIMAL_RE.test(v))) continue;
        throw badRequest(refusedValueMessage(schema[part], [key], part, '값은 숫자로만 입력해 주세요.'));
      }
    }
  });
}
