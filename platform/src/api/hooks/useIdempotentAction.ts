// One Idempotency-Key per user action: the same payload (double click, retry after a timeout)
// reuses the key; a different payload or a finished action gets a new one.
import { useRef } from 'react';
import { createIdempotencyKey } from '../../lib/idempotency';

export interface IdempotentAction {
  keyFor(payload: unknown): string;
  /** Call when the action succeeded. */
  reset(): void;
}

export function createIdempotentAction(): IdempotentAction {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload ?? null);
      if (!last || last.payload !== text) last = { payload: text, key: createIdempotencyKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

export function useIdempotentAction(): IdempotentAction {
  const ref = useRef<IdempotentAction | null>(null);
  ref.current ??= createIdempotentAction();
  return ref.current;
}
