// Shapes every API call shares. Money travels as a decimal string: JSON numbers lose
// precision above 2^53 and game money reaches 4e14 and more (SPEC §9).
import { Type, type Static, type TSchema } from 'typebox';
import { INT4_MAX } from './memberNo';

/** Decimal integer string (may be negative), parsed with BigInt on both sides. */
export const MoneySchema = Type.String({ pattern: '^-?[0-9]{1,30}$', description: 'integer amount as a decimal string' });
export type Money = Static<typeof MoneySchema>;

export const EnvelopeHeaderSchema = Type.Object({
  isSuccessful: Type.Boolean(),
  /** 0 on success; otherwise the HTTP status (400, 401, 403, 404, 409, 422, 429, 500). */
  resultCode: Type.Integer(),
  /** Korean, shown to the player as is. */
  resultMessage: Type.String(),
});
export type EnvelopeHeader = Static<typeof EnvelopeHeaderSchema>;

export const Envelope = <T extends TSchema>(body: T) =>
  Type.Object({ header: EnvelopeHeaderSchema, body: Type.Union([body, Type.Null()]) });
export interface ApiEnvelope<T> {
  header: EnvelopeHeader;
  body: T | null;
}

/** Body of a 422 rule refusal: a SPEC §8 code (e.g. ERROR_USE_ALL_BANKBOOK) plus details. */
export const RuleErrorBodySchema = Type.Object({
  code: Type.String(),
  title: Type.Optional(Type.String()),
  detail: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type RuleErrorBody = Static<typeof RuleErrorBodySchema>;

export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    /** zero-based, as sent by the client (SPEC §5) */
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    totalElements: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
  });
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export const PUBLISHERS = ['hanpan', 'partner'] as const;
export type Publisher = (typeof PUBLISHERS)[number];

/** Header names shared by client and server. */
export const HEADERS = {
  csrf: 'x-xsrf-token',
  idempotencyKey: 'idempotency-key',
  /** 'true' on an answer that is the stored first answer of its Idempotency-Key: nothing was done this time. */
  idempotentReplayed: 'idempotent-replayed',
  pageUrl: 'x-page-url',
  /** The member number a page shows, on its state-changing calls: the server acts for no one else. */
  member: 'x-hanpan-member',
} as const;
export const COOKIES = { session: 'HANPAN_SID', csrf: 'XSRF-TOKEN' } as const;
export type { Static } from 'typebox';

// ---- Request bounds shared by every route schema -------------------------------------------
// Every numeric parameter has both ends (ids fit the int4 columns they are looked up in), every
// free string has a length and refuses NUL, paging is capped. `1e999` → Infinity is refused by
// `maximum`/`minimum` here and, as a backstop, by the API's input guard.

/** Largest value of a PostgreSQL `integer` (int4) column (in memberNo, which browsers import). */
export { INT4_MAX };
/** Deepest page a list may be asked for (page × size stays far inside int4). */
export const MAX_PAGE = 100_000;

/**
 * `title`: the field's Korean name, said in a 400's message (api plugins/errors): '페이지가 올바르지
 * 않습니다.' Every request field has one (api reliability/schema-audit.test.ts).
 */
type IntOptions = { default?: number; description?: string; title?: string };

/** Row id / number stored in an int4 column: 1 … 2,147,483,647. */
export const Id = (o: IntOptions = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...o });
/** A bounded integer (both ends required). */
export const Int = (minimum: number, maximum: number, o: IntOptions = {}) => Type.Integer({ minimum, maximum, ...o });
/** Zero-based page number (SPEC §5): '페이지', up to MAX_PAGE unless a list allows fewer (`maximum`). */
export const PageNo = (o: IntOptions & { maximum?: number } = {}) => Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0, title: '페이지', ...o });
/** Page size, capped: '페이지 크기'. `defaultSize` null: no default (the route picks one per list). */
export const PageSize = (defaultSize: number | null = 10, maxSize = 100, o: { title?: string; description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: maxSize, ...(defaultSize !== null && { default: defaultSize }), title: '페이지 크기', ...o });
/** The two paging fields of a querystring (spread into Type.Object); `maxPage`: the deepest page. */
export const pageFields = (defaultSize = 10, maxSize = 100, maxPage = MAX_PAGE) => ({
  page: Type.Optional(PageNo({ maximum: maxPage })),
  size: Type.Optional(PageSize(defaultSize, maxSize)),
});

type StringOptions = { minLength?: number; description?: string; title?: string };
/** Free text: at most `maxLength` characters, no NUL byte (PostgreSQL refuses it). */
export const Text = (maxLength: number, o: StringOptions = {}) =>
  Type.String({ maxLength, pattern: '^[^\\u0000]*$', ...o });
/** Calendar date YYYY-MM-DD (the API also checks the day exists, e.g. no 02-30). */
export const DateText = (o: { title?: string } = {}) => Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', maxLength: 10, ...o });
/** Calendar month YYYY-MM. */
export const MonthText = (o: { title?: string } = {}) => Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7, ...o });
/** A year a player can ask about. */
export const Year = (o: IntOptions = {}) => Type.Integer({ minimum: 2000, maximum: 2100, ...o });
/** Positive money amount sent by a client: decimal string of a value a BIGINT holds. */
export const MoneyAmount = (title?: string) => Type.String({ pattern: '^[0-9]{1,18}$', description: 'non-negative integer amount as a decimal string', ...(title && { title }) });
/** `schema` with the Korean name a request field gives it (for a schema shared with responses or other fields). */
export const titled = <T extends TSchema>(schema: T, title: string) => Type.With(schema, { title });

/** True when YYYY-MM-DD names a real calendar day. */
export function isCalendarDate(s: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
