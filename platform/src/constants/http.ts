// HTTP client constants (SPEC §7, §9). Header/cookie names mirror contracts/common.ts;
// `satisfies` keeps them in sync without pulling typebox into browser bundles.
import type { COOKIES, HEADERS } from '@hanpan/contracts';

export const HTTP_TIMEOUT_MS = 3000;
/** Minimum time a user-triggered fetch shows its loading state, so spinners do not flash. */
export const FETCH_MIN_DELAY_MS = 200;
/** A chunk-load failure reloads the page at most once per this window. */
export const RELOAD_GUARD_MS = 60_000;

export const HTTP_HEADERS = {
  csrf: 'x-xsrf-token',
  idempotencyKey: 'idempotency-key',
  pageUrl: 'x-page-url',
  member: 'x-hanpan-member',
  idempotentReplayed: 'idempotent-replayed',
} as const satisfies typeof HEADERS;

export const HTTP_COOKIES = { session: 'HANPAN_SID', csrf: 'XSRF-TOKEN' } as const satisfies typeof COOKIES;

/** Pseudo status of the error page shown when the server answers HTML instead of JSON. */
export const HTML_RESPONSE_STATUS = 999;
/** Fallback status of a failure without its own statusCode (SPEC §8). */
export const GENERIC_ERROR_STATUS = 500;
/** Status used for a timeout / network outage (no HTTP answer at all). */
export const NO_RESPONSE_STATUS = 0;
/** Marker in a 403 message that means "adult only". */
export const OVER19_MARKER = 'over19';
/** Methods that need the CSRF header. */
export const STATE_CHANGING_METHODS = ['post', 'put', 'patch', 'delete'] as const;
export const isStateChanging = (method: string | undefined): boolean => (STATE_CHANGING_METHODS as readonly string[]).includes((method ?? 'get').toLowerCase());
