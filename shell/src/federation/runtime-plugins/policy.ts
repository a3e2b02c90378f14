// The numbers of the remote loading policy (one place). A slow mobile network gets a retry before
// the fallback; each attempt is bounded by the HTTP timeout of SPEC §9 (3 s).
export const REMOTE_ATTEMPT_TIMEOUT_MS = 3000;
/** Attempts per resource (the first + retries). */
export const REMOTE_LOAD_ATTEMPTS = 2;
/** Backoff before retry n (1-based): 400 ms, 800 ms, … */
export const retryDelayMs = (retry: number) => 400 * 2 ** (retry - 1);

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
