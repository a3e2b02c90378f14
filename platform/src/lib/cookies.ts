// Minimal cookie access; every function is a no-op outside the browser (SSR-safe).
export interface CookieOptions {
  maxAgeSeconds?: number;
  expires?: Date;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

const hasDocument = () => typeof document !== 'undefined';

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return item.slice(prefix.length);
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`samesite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  writeCookie(name, '', { ...options, maxAgeSeconds: 0, expires: new Date(0) });
}
