// An answer the server replayed for its Idempotency-Key (`Idempotent-Replayed: true`): the request
// had been done — sent again after its answer was lost — and nothing was done this time. The
// transport marks the body; the mark is a global symbol, so the copy of this file bundled with a
// member-action entry reads what the shell's transport wrote (and nothing is added to a first load).
const REPLAYED = Symbol.for('hanpan.idempotentReplayed');

export function markReplayed(body: unknown): void {
  if (typeof body === 'object' && body !== null) Object.defineProperty(body, REPLAYED, { value: true });
}

export const isReplayedAnswer = (body: unknown): boolean => typeof body === 'object' && body !== null && REPLAYED in body;
