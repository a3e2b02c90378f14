// Route declarations (pure data, no React): each remote declares the routes below its prefixes
// in its own src/routes; the shell declares its own pages. The shell, the server (HTTP 404s),
// the remote's router and the e2e suite all read the same declarations.
import type { PopupSizeKey } from '../constants/business';
import { isRemoteName, isUnderPrefix, REMOTE_AREAS, type RouteOwner } from './areas';

export const LAYOUTS = ['default', 'hpc', 'mobile', 'none', 'pc-main', 'pc', 'popup', 'popup-ui'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** pc: PC page, mobile: mobile-site page, popup: window popup (PC or mobile). */
export type PageType = 'pc' | 'mobile' | 'popup';

export interface PageInfo {
  /** Route pattern as registered (react-router syntax, `:id?` = optional). */
  path: string;
  /** Pattern of the parent page (breadcrumb), null at the top. */
  parentPath: string | null;
  title: string;
  subTitle: string;
  /** Stable id, e.g. `plus-me-benefit`. */
  name: string;
  type: PageType;
}

/** What a route says about itself besides its page info (SPEC §2, §5, §6). */
export interface RouteRules {
  /** Guests get '로그인 후, 이용해 주세요.' and the login before anything of the page loads. */
  requiresLogin?: boolean;
  /** Mobile-site page: a PC browser landing here is sent to the mobile site. */
  mobileOnly?: boolean;
  /** Partner-publisher users are blocked here. */
  partnerBlocked?: boolean;
  /** Member-state refresh skipped on this page. */
  skipMemberRefresh?: boolean;
  /** Size of the window this popup page opens in (SPEC §9). */
  popupSize?: PopupSizeKey;
  /**
   * Route validation: the values each path parameter may take (compared case-insensitively).
   * Any other value is the 404 page — and an HTTP 404 from the server.
   */
  params?: Readonly<Record<string, readonly string[]>>;
  /**
   * A mobile page's PC page where its path differs (/mobile/vip/benefit → '/vip/home'): the mobile
   * frame's 'PC 버전' goes there. Without it /mobile/x goes to /x when the PC site has that page, else home.
   */
  pcTwin?: string;
}

export interface RouteDeclaration extends RouteRules {
  path: string;
  layout: LayoutName;
  title: string;
  subTitle: string;
  /** Breadcrumb parent; by default the nearest declared ancestor (PC pages: home '/'). */
  parentPath?: string | null;
  /** Short label: the page appears in its layout's menu (mobile tab bar, HPC menu) in declared order. */
  menu?: string;
  /**
   * With `menu`: another path (lower case) whose pages light the entry up too, pages of another area
   * this page opens (the mobile shop's products, '/product/…': its 상점 tab).
   */
  menuAlso?: string;
}

export interface PortalRoute extends RouteRules {
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  pageInfo: PageInfo;
  menu?: string;
  menuAlso?: string;
}

export interface RouteMatch {
  route: PortalRoute;
  params: Record<string, string | undefined>;
}

/** The shell's home page: the breadcrumb root of every PC page. */
export const HOME_PATH = '/';
export const HOME_TITLE = '한판 홈';

/** `/plus/guide/main/:id?` → `plus-guide-main`; `/` → `home`. */
export function routeName(path: string): string {
  const name = path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .join('-')
    .toLowerCase();
  return name || 'home';
}

/** Concrete URL of a pattern with its optional params left out (for links). */
export function hrefOf(pattern: string): string {
  const parts = pattern.split('/').filter((s) => s && !s.endsWith('?'));
  return '/' + parts.join('/');
}

/** A popup page's path (under a `/popup` segment): the one rule of page types and of a blocked popup's way back. */
export const isPopupPath = (path: string): boolean => /\/popup/i.test(path);

const pageTypeOf = (path: string): PageType => (isPopupPath(path) ? 'popup' : path.startsWith('/mobile') ? 'mobile' : 'pc');

export class RouteDeclarationError extends Error {
  override name = 'RouteDeclarationError';
}

/**
 * Turns an owner's declarations into routes with page info. Throws on a path outside the owner's
 * prefixes, a duplicate path or a title without Hangul: a remote cannot declare what it does not own.
 */
export function defineRoutes(owner: RouteOwner, declarations: readonly RouteDeclaration[]): PortalRoute[] {
  const hrefs = new Map(declarations.map((d) => [hrefOf(d.path).toLowerCase(), d.path]));
  const seen = new Set<string>();
  return declarations.map(({ path, layout, title, subTitle, parentPath: explicitParent, ...rules }) => {
    const lower = path.toLowerCase();
    if (seen.has(lower)) throw new RouteDeclarationError(`${owner}: ${path} is declared twice`);
    seen.add(lower);
    if (isRemoteName(owner) && !REMOTE_AREAS[owner].prefixes.some((p) => isUnderPrefix(hrefOf(path), p))) {
      throw new RouteDeclarationError(`${owner}: ${path} is outside its prefixes (${REMOTE_AREAS[owner].prefixes.join(', ')})`);
    }
    if (!/[가-힣]/.test(title)) throw new RouteDeclarationError(`${owner}: ${path} needs a Korean title`);
    const type = pageTypeOf(path);
    let parentPath: string | null = null;
    if (explicitParent !== undefined) parentPath = explicitParent;
    else if (type !== 'popup' && path !== HOME_PATH) {
      const segs = hrefOf(path).split('/').filter(Boolean);
      for (let i = segs.length - 1; i > 0 && parentPath === null; i--) {
        parentPath = hrefs.get(('/' + segs.slice(0, i).join('/')).toLowerCase()) ?? null;
      }
      if (parentPath === null && type === 'pc') parentPath = HOME_PATH;
    }
    return { path, owner, layout, ...rules, pageInfo: { path, parentPath, title, subTitle, name: routeName(path), type } };
  });
}

/** Matches one pattern (`:p`, `:p?`, trailing `*`); case-insensitive like react-router. */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const pat = pattern.split('/').filter(Boolean);
  const segs = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let i = 0;
  for (const p of pat) {
    if (p === '*') {
      params['*'] = segs.slice(i).map(safeDecode).join('/');
      return params;
    }
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const key = p.slice(1, optional ? -1 : undefined);
      if (i < segs.length) params[key] = safeDecode(segs[i++]);
      else if (!optional) return null;
      else params[key] = undefined;
      continue;
    }
    if (i >= segs.length || segs[i].toLowerCase() !== p.toLowerCase()) return null;
    i++;
  }
  return i === segs.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Route validation: every declared parameter that is present takes one of its allowed values. */
export function paramsAllowed(route: Pick<RouteRules, 'params'>, params: Record<string, string | undefined>): boolean {
  if (!route.params) return true;
  return Object.entries(route.params).every(([key, allowed]) => {
    const value = params[key];
    return value === undefined || allowed.some((a) => a.toLowerCase() === value.toLowerCase());
  });
}

/** First route matching a pathname whose parameters pass validation, or null (the 404 page). */
export function matchPortalRoute(pathname: string, routes: readonly PortalRoute[]): RouteMatch | null {
  for (const route of routes) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return paramsAllowed(route, params) ? { route, params } : null;
  }
  return null;
}
