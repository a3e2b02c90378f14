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
