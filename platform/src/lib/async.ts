import { FETCH_MIN_DELAY_MS } from '../constants/http';

/** Resolves/rejects like `work`, but not before `ms` elapsed (avoids loading flicker). */
export async function withMinDelay<T>(work: Promise<T>, ms: number = FETCH_MIN_DELAY_MS): Promise<T> {
  const delay = new Promise<void>((resolve) => setTimeout(resolve, ms));
  try {
    const result = await work;
    await delay;
    return result;
  } catch (error) {
    await delay;
    throw error;
  }
}

/** Rejects with `onTimeout()` when `work` has not settled within `ms` (the timer is cleared either way). */
export function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => unknown): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
