// Shapes every API call shares. Money travels as a decimal string: JSON numbers lose
// precision above 2^53 and game money reaches 4e14 and more (SPEC §9).
import { Type, type Static, type TSchema } from 'typebox';

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
  pageUrl: 'x-page-url',
} as const;
export const COOKIES = { session: 'HANPAN_SID', csrf: 'XSRF-TOKEN' } as const;
