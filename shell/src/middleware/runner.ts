// Runs named middleware in order. An unknown name is a programming error (500 page, SPEC §8);
// a failing step is logged and the chain goes on (a failing banner call never blocks a page).
import { MESSAGES } from '@hanpan/platform';
import type { MiddlewareRegistry, NavigationContext } from './types';

export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500;
  constructor(readonly middlewareName: string) {
    super(`${MESSAGES.unknownMiddleware}: ${middlewareName}`);
    this.name = 'UnknownMiddlewareError';
  }
}

export interface RunResult {
  stopped: boolean;
  failed: string[];
}

export type MiddlewareLogger = (name: string, error: unknown) => void;

const defaultLogger: MiddlewareLogger = (name, error) => {
  console.error(`[middleware] ${name} 실패`, error);
};

/** Throws UnknownMiddlewareError before running anything if a name is not registered. */
export async function runMiddleware(
  names: readonly string[],
  registry: MiddlewareRegistry,
  ctx: NavigationContext,
  log: MiddlewareLogger = defaultLogger,
  isCurrent: () => boolean = () => true,
): Promise<RunResult> {
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(registry, name)) throw new UnknownMiddlewareError(name);
  }
  const failed: string[] = [];
  for (const name of names) {
    // A newer navigation started: its own run takes over.
    if (!isCurrent()) return { stopped: true, failed };
    try {
      const outcome = await registry[name](ctx);
      if (outcome && outcome.stop) return { stopped: true, failed };
    } catch (error) {
      failed.push(name);
      log(name, error);
    }
  }
  return { stopped: false, failed };
}
