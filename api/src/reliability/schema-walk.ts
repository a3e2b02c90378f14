// Walks the JSON schemas of request parts (querystring, params, body): the schema audit and the
// fuzz generator both read route schemas through this.
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  maxItems?: number;
}

export interface Leaf {
  path: string;
  schema: JsonSchema;
}

/** Every scalar leaf (number, integer, string) of a schema with its dotted path. */
export function leaves(schema: JsonSchema | undefined, path = ''): Leaf[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: Leaf[] = [];
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) out.push(...leaves(alt, path));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.properties) for (const [k, v] of Object.entries(schema.properties)) out.push(...leaves(v, path ? `${path}.${k}` : k));
  if (schema.patternProperties) for (const [k, v] of Object.entries(schema.patternProperties)) out.push(...leaves(v, `${path}[${k}]`));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(...leaves(schema.additionalProperties, `${path}[*]`));
  if (schema.items) out.push(...leaves(schema.items, `${path}[]`));
  if (types.some((t) => t === 'integer' || t === 'number' || t === 'string')) out.push({ path, schema });
  return out;
}

/** Why a leaf is unbounded, or null when it is bounded. */
export function unbounded(leaf: Leaf): string | null {
  const s = leaf.schema;
  if (s.enum || s.const !== undefined) return null;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer') || types.includes('number')) {
    const lo = s.minimum ?? s.exclusiveMinimum;
    const hi = s.maximum ?? s.exclusiveMaximum;
    if (lo === undefined || hi === undefined) return 'number without both minimum and maximum';
    if (types.includes('integer') && (hi > 2_147_483_647 || lo < -2_147_483_648)) return 'integer outside int4';
    return null;
  }
  if (types.includes('string')) {
    if (s.maxLength !== undefined || s.format) {
      if (s.pattern === undefined && !s.format && (s.maxLength ?? 0) > 0) return 'string without a NUL-refusing pattern';
      return null;
    }
    // An anchored pattern without * or + (or with bounded repeats) limits the length.
    if (s.pattern && /^\^/.test(s.pattern) && /\$$/.test(s.pattern) && !/[*+]/.test(s.pattern.replace(/\\./g, ''))) return null;
    return 'string without maxLength';
  }
  return null;
}

export interface Field {
  /** the path fieldTitle() (plugins/errors) resolves: property names, '0' for an array's items */
  path: string[];
  schema: JsonSchema & { title?: unknown };
}

/**
 * Every field a 400 can name, walked the way fieldTitle() resolves a validation error's path:
 * through `properties`, and `items` as index '0' (not into unions: a union field is named on itself).
 */
export function fields(schema: JsonSchema | undefined, path: string[] = []): Field[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: Field[] = [];
  if (path.length) out.push({ path, schema });
  if (schema.properties) for (const [k, v] of Object.entries(schema.properties)) out.push(...fields(v, [...path, k]));
  if (schema.items && typeof schema.items === 'object') out.push(...fields(schema.items, [...path, '0']));
  return out;
}
