// The one error type every API call rejects with, so UIs can show a message (never a blank page).
import type { EnvelopeHeader, RuleErrorBody } from '@hanpan/contracts';

export type ApiErrorKind =
  | 'html' // server answered HTML (status 999 error page)
  | 'notFound' // isSuccessful false + 404 (not-found error page)
  | 'adultOnly' // 403 with over19 (adult-only error page)
  | 'unauthorized' // 401
  | 'otherMember' // 409: sent by a page showing another member than the session's (said, then the page opens again)
  | 'rule' // 422 domain rule refusal: body.code is a SPEC §8 code
  | 'http' // any other failure
  | 'timeout'
  | 'network';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  header?: EnvelopeHeader | null;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status (or 999 for HTML, 0 for no answer). */
  readonly status: number;
  readonly header: EnvelopeHeader | null;
  readonly body: unknown;
  /** 422: the rule code (e.g. ERROR_USE_ALL_BANKBOOK), else the body's code if any. */
  readonly code: string | null;
  /** The envelope header merged with the body (SPEC §8 "header merged with body"). */
  readonly data: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.header = init.header ?? null;
    this.body = init.body ?? null;
    const bodyObject = isRecord(init.body) ? init.body : {};
    this.code = typeof bodyObject.code === 'string' ? bodyObject.code : null;
    this.data = { ...(this.header ?? {}), ...bodyObject };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type RuleError = ApiError & { kind: 'rule'; body: RuleErrorBody; code: string };

/** A 422 refusal with a rule code: narrow to read body.title / body.detail. */
export function isRuleError(error: unknown, code?: string): error is RuleError {
  return isApiError(error) && error.kind === 'rule' && error.code !== null && (code === undefined || error.code === code);
}

/** An answer lost to a timeout or an outage: the server may have done the action (say so, read again). */
export const isAnswerLost = (error: unknown): boolean => isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');

/** Status of any thrown thing: ApiError status, a statusCode field, else 500 (SPEC §8). */
export function errorStatus(error: unknown): number {
  if (isApiError(error)) return error.status;
  if (isRecord(error) && typeof error.statusCode === 'number') return error.statusCode;
  return 500;
}
