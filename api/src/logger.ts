// The server's JSON logger (pino, the one Fastify uses), made before the app: what start-up does
// before there is an app (a database connection error, the demo seed) is a JSON line too, so a log
// shipper can parse every line the server writes. The one-line start failures (startup-failure.ts,
// a configuration error) stay plain Korean text: they are for the person starting the server.
// An error is logged without the values its query was run with (QA: a failed sign-up logged the
// new member's password hash, a failed page its session id's hash): see errorWithoutValues.
import pino, { type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';

interface ErrorLike {
  message: string;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
  query?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (v: unknown): v is ErrorLike => typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string';

/**
 * Fields of a database error that hold the values of a query: its bound parameters (Drizzle's
 * DrizzleQueryError, PGlite's error: `params`, `queryOptions`) and PostgreSQL's `detail`, which
 * names a key's or a failing row's values ('Key (login_id)=(…) already exists', 'Failing row
 * contains (…, scrypt$…)'). The SQL text, the SQLSTATE, the constraint and the table stay.
 */
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail']);

/** Drizzle's DrizzleQueryError: its message is 'Failed query: <sql>\nparams: <values>'. */
const isFailedQuery = (e: ErrorLike): e is ErrorLike & { query: string } => typeof e.query === 'string' && 'params' in e && e.message.startsWith('Failed query: ');

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a value the column's type refused) quote the
 * value in their message ('invalid input syntax for type integer: "…"'); the rest of it is kept.
 */
const isDataException = (e: ErrorLike) => typeof e.code === 'string' && e.code.startsWith('22');
const QUOTED = /"(?:[^"]|"")*"/g;

/** `stack` with the error's first line (its message) said as `message` instead. */
function restack(stack: string, oldMessage: string, message: string): string {
  const at = stack.indexOf(oldMessage);
  if (at >= 0) return stack.slice(0, at) + message + stack.slice(at + oldMessage.length);
  // (a stack made before the message was: only its frames)
  return [message, ...stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
}

/**
 * A copy of `err` (and of its causes) for the log without the query's values: a failed query's
 * message and stack say only its SQL, and the value fields are left out. The stack stays (as the
 * message does for any other error). `err` itself is not changed: the error handler still reads it.
 */
export function errorWithoutValues(err: ErrorLike, seen = new Set<object>()): ErrorLike {
  if (seen.has(err)) return err;
  seen.add(err);
  const copy = Object.create(Object.getPrototypeOf(err) as object) as ErrorLike;
  for (const key of Object.keys(err)) if (!VALUE_FIELDS.has(key)) copy[key] = err[key];
  copy.message = isFailedQuery(err) ? `Failed query: ${err.query}` : isDataException(err) ? err.message.replace(QUOTED, '"…"') : err.message;
  if (typeof err.stack === 'string') copy.stack = copy.message === err.message ? err.stack : restack(err.stack, err.message, copy.message);
  if (isErrorLike(err.cause)) copy.cause = errorWithoutValues(err.cause, seen);
  else if (err.cause !== undefined) copy.cause = err.cause;
  if (Array.isArray(err.errors)) copy.errors = err.errors.map((e: unknown) => (isErrorLike(e) ? errorWithoutValues(e, seen) : e));
  return copy;
}

/** pino's error serializer (message, stack and causes, the error's own fields) on the copy without values. */
const serializeError = (err: unknown) => pino.stdSerializers.err((isErrorLike(err) ? errorWithoutValues(err) : err) as Error);

/** JSON lines at `level` on stdout, or on `destination` (tests capture them). */
export function createLogger(level: AppConfig['logLevel'], destination?: DestinationStream): FastifyBaseLogger {
  // never written by our own lines; kept in case an error serializer ever logs request headers.
  // `err`: every error logged (a request's, a job's, start-up's) goes through serializeError.
  const options = { level, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'], serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * openDatabase's onError for the server: a PostgreSQL connection the server or the network ended
 * (the pool drops it and the process keeps running) as one warn line (openDatabase reports an
 * error once, though both the pool and the connection see an idle one's).
 */
export function logDbConnectionErrors(log: FastifyBaseLogger): (err: Error) => void {
  return (err) => {
    log.warn({ event: 'db_connection_error', err }, 'database connection error');
  };
}
