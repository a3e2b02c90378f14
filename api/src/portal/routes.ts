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
  '/healthz',
  '/readyz',
  '/__deploy/',
  '/__events/',
  '/__versions',
] as const;

export function isPagePath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  if (SERVER_OWNED_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
  // a request for a file (favicon.ico, robots.txt…) is not a page
  return !/\.[a-z0-9]{2,5}$/i.test(pathname);
}

export interface RouteJson {
  path: string;
  /** Route validation: allowed values per path parameter (case-insensitive). */
  params?: Record<string, string[]>;
}
export interface CompiledRoute {
  path: string;
  regex: RegExp;
  params: Record<string, Set<string>>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const groupName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_');

/** `/product/:id?` → /^\/product(?:\/(?<id>[^/]+))?\/?$/i (react-router matching is case-insensitive). */
export function patternToRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      if (seg.startsWith(':')) {
        const name = groupName(seg.slice(1).replace(/\?$/, ''));
        return seg.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
      }
      return '/' + escape(seg);
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

export function compileRoutes(routes: unknown): CompiledRoute[] {
  if (!Array.isArray(routes)) return [];
  return routes
    .filter((r): r is RouteJson => !!r && typeof (r as RouteJson).path === 'string')
    .map((r) => ({
      path: r.path,
      regex: patternToRegex(r.path),
      params: Object.fromEntries(
        Object.entries(r.params && typeof r.params === 'object' ? r.params : {}).map(([k, v]) => [groupName(k), new Set((Array.isArray(v) ? v : []).map((x) => String(x).toLowerCase()))]),
      ),
    }));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** True when a route matches the path and its parameters pass the route's validation. */
export function routeAccepts(route: CompiledRoute, pathname: string): boolean {
  const m = route.regex.exec(pathname);
  if (!m) return false;
  return Object.entries(route.params).every(([name, allowed]) => {
    const value = m.groups?.[name];
    return value === undefined || allowed.has(safeDecode(value).toLowerCase());
  });
}

/**
 * The remote owning a path by the shell's prefix table (longest prefix), or null: the rule of the
 * browser's `ownerOfPath` (@hanpan/platform/routing), spelled the same. Not shared through contracts:
 * moving it there cost the home page 30 B of its 140 KB budget.
 */
export function ownerByPrefix(pathname: string, prefixes: Record<string, string[]>): string | null {
  // (a run is trimmed from the character before it: /\/+$/ tried every slash of a long run, quadratic)
  const path = pathname.toLowerCase().replace(/([^/])\/+$/, '$1') || '/';
  let best: { name: string; length: number } | null = null;
  for (const [name, list] of Object.entries(prefixes)) {
    for (const prefix of list) {
      const p = prefix.toLowerCase();
      if ((path === p || path.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = { name, length: p.length };
    }
  }
  return best?.name ?? null;
}
