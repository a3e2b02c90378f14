// The server's JSON logger (pino, the one Fastify uses), made before the app: what start-up does
// before there is an app (a database connection error, the demo seed) is a JSON line too, so a log
// shipper can parse every line the server writes. The one-line start failures (startup-failure.ts,
// a configuration error) stay plain Korean text: they are for the person starting the server.
import pino, { type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';

/** JSON lines at `level` on stdout, or on `destination` (tests capture them). */
export function createLogger(level: AppConfig['logLevel'], destination?: DestinationStream): FastifyBaseLogger {
  // never written by our own lines; kept in case an error serializer ever logs request headers
  const options = { level, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * openDatabase's onError for the server: a PostgreSQL connection the server or the network ended
 * (the pool drops it and the process keeps running) as one warn line.
 */
export function logDbConnectionErrors(log: FastifyBaseLogger): (err: Error) => void {
  return (err) => log.warn({ event: 'db_connection_error', err }, 'database connection error');
}
