// Page paths vs server-owned paths, and the shell's route table as regular expressions.

/** Paths the server itself owns: never answered with the shell page. */
export const SERVER_OWNED_PREFIXES = [
  '/api/',
  '/idp/',
  '/services/',
  '/register/',
  '/autobankbook/',
  '/auto-bankbook/',
  '/use/',
  '/payments/',
  '/game-client',
  '/remotes/',
  '/remotes.json',
  '/shell/',
] as const;

export function isPagePath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  if (SERVER_OWNED_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
  // a request for a file (favicon.ico, robots.txt…) is not a page
  return !/\.[a-z0-9]{2,5}$/i.test(pathname);
}

export interface RouteJson {
  path: string;
  owner?: string;
}
export interface CompiledRoute {
  path: string;
  regex: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/product/:id?` → /^\/product(?:\/[^/]+)?\/?$/i (react-router matching is case-insensitive). */
export function patternToRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return '/' + escape(seg);
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

export function compileRoutes(routes: unknown): CompiledRoute[] {
  if (!Array.isArray(routes)) return [];
  return routes
    .filter((r): r is RouteJson => !!r && typeof (r as RouteJson).path === 'string')
    .map((r) => ({ path: r.path, regex: patternToRegex(r.path) }));
}
