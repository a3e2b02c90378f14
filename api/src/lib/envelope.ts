import type { ApiEnvelope } from '@hanpan/contracts';

/** Success envelope: handlers return ok(body). */
export function ok<T>(body: T, resultMessage = '성공'): ApiEnvelope<T> & { body: T } {
  return { header: { isSuccessful: true, resultCode: 0, resultMessage }, body };
}

export function fail<T = unknown>(status: number, resultMessage: string, body: T | null = null): ApiEnvelope<T> {
  return { header: { isSuccessful: false, resultCode: status, resultMessage }, body };
}
