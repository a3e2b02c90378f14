// Database faults: which driver errors mean "retry the transaction" (serialization failure,
// deadlock) and which mean "the connection is gone" (→ 503 for this request, the server lives on).
import type { Db } from './client.js';

/** Postgres codes a transaction may be retried on: the work was rolled back as a whole. */
export const RETRYABLE_CODES = new Set(['40001', '40P01']);
/** Most attempts of one transaction (first try + retries). */
export const MAX_TRANSACTION_ATTEMPTS = 4;

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The Postgres SQLSTATE of an error, looking through Drizzle's wrapper (`e.cause`). */
export function pgCode(err: unknown): string | undefined {
  for (let e = err as DriverError | undefined, depth = 0; e && depth < 4; e = e.cause as DriverError | undefined, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The constraint a database error names (a unique violation's index), looking through Drizzle's wrapper. */
export function constraintOf(err: unknown): string | undefined {
  for (let e = err as (DriverError & { constraint?: unknown }) | undefined, depth = 0; e && depth < 4; e = e.cause as DriverError | undefined, depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '08007', '08P01', '53300']);
const CONNECTION_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|ECONNRESET|ECONNREFUSED|EPIPE|not queryable|Client was closed|terminating connection/i;

/** True when the error means the database connection died or could not be made. */
export function isConnectionError(err: unknown): boolean {
  for (let e = err as DriverError | undefined, depth = 0; e && depth < 4; e = e.cause as DriverError | undefined, depth++) {
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || /^E(CONNRESET|CONNREFUSED|PIPE|TIMEDOUT)$/.test(e.code))) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Input the database refused as data (class 22: out of range, invalid text, NUL byte, bad date). */
export function isDataError(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && code.startsWith('22');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Wraps db.transaction so a transaction that failed on a serialization failure or a deadlock runs
 * again, at most MAX_TRANSACTION_ATTEMPTS times with a short random back-off. The callback must be
 * safe to run again (everything it did was rolled back): only `tx` work inside, no outside effects.
 * Nested transactions (savepoints, `tx.transaction`) are not wrapped: the outermost one retries.
 */
export function withTransactionRetry(db: Db): Db {
  const original = db.transaction.bind(db);
  const retrying = (async (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await original(work, config);
      } catch (err) {
        const code = pgCode(err);
        if (!code || !RETRYABLE_CODES.has(code) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw err;
        await sleep(5 + Math.floor(Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
  Object.defineProperty(db, 'transaction', { value: retrying, configurable: true, writable: true });
  return db;
}
