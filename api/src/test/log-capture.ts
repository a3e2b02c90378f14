// The app's log lines kept in memory (tests of what the server logs): the same JSON the server
// writes, parsed. pino writes synchronously to the stream, so a line is here once its call returns.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { createLogger } from '../logger.js';

/** One parsed line: pino's numeric level (20 debug, 30 info, 40 warn, 50 error), msg, reqId, fields. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

export interface CapturedLog {
  logger: FastifyBaseLogger;
  /** Every line so far, parsed. */
  lines(): LogLine[];
  /** Every line so far as written (to look for a value anywhere in it). */
  text(): string;
  clear(): void;
}

export function captureLog(level: AppConfig['logLevel'] = 'debug'): CapturedLog {
  const written: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void written.push(line) });
  return {
    logger,
    lines: () => written.map((l) => JSON.parse(l) as LogLine),
    text: () => written.join(''),
    clear: () => void (written.length = 0),
  };
}
