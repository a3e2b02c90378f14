// HMAC helpers (CSRF tokens, payment-sandbox order tickets): base64url values, constant-time checks.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmac = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');

export function sameText(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** `payload.signature` with the JSON payload in base64url. */
export function sign(secret: string, purpose: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(secret, purpose, body)}`;
}

/** The payload of a value made by sign(), or null when it was not signed with this secret/purpose. */
export function verify<T>(secret: string, purpose: string, value: unknown): T | null {
  if (typeof value !== 'string' || value.length > 20_000) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  if (!sameText(value.slice(dot + 1), hmac(secret, purpose, body))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
