// One Idempotency-Key per user action: a double click or a retry of the same action reuses
// the key, so the server applies a money move once. Start a new action to get a new key.
export function createIdempotencyKey(): string {
  const c = typeof globalThis !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ActionKey {
  /** The key of the current action (created on first use, then stable). */
  get(): string;
  /** Call after the action finished successfully (or the user changed the input). */
  reset(): void;
}

export function createActionKey(): ActionKey {
  let key: string | null = null;
  return {
    get() {
      key ??= createIdempotencyKey();
      return key;
    },
    reset() {
      key = null;
    },
  };
}
