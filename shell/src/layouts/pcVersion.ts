// 'PC 버전' in the mobile frame's footer. Only the mobile frame reads this (its own chunk): the PC
// site's origin is not part of every page's start-up config (portalConfig).
import { mobileTwinPath } from '../middleware/rules';

/** The <meta> the portal server writes into every page: PC_HOST with the request's scheme and port. */
export const PC_ORIGIN_META = 'hanpan:pc-origin';

let served: string | null | undefined;
/** The server render has no <meta> to read: it sets the request's value, then resets it (undefined). */
export function setPcSiteOrigin(origin: string | null | undefined): void {
  served = origin;
}
/** The PC site's origin (`http://localhost:8080`); null where no portal server said it (the dev server). */
export function pcSiteOrigin(): string | null {
  if (served !== undefined) return served;
  return (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${PC_ORIGIN_META}"]`)?.content) || null;
}

/**
 * The PC site's address of a page the mobile frame shows: a mobile page's PC twin (/mobile/shop →
 * /shop, /mobile → /: the pairs mobileTwinPath makes), a PC page the mobile host shows (/faq,
 * /hpc/media) itself — with the query in both cases —, the PC page a mobile page declares as its
 * twin (`pcTwin`: another path, its query its own) and the PC home for the rest (/mobile/guide, an
 * unknown address).
 */
export function pcVersionPath(pathname: string, search: string, isPcPage: (path: string) => boolean, declaredTwin?: string): string {
  const mobile = /^\/mobile(\/|$)/.test(pathname);
  if (mobile && declaredTwin && isPcPage(declaredTwin)) return declaredTwin;
  const pc = mobile ? pathname.slice('/mobile'.length) || '/' : pathname;
  const paired = !mobile || mobileTwinPath(pc, true, (twin) => twin === pathname) === pathname;
  return paired && isPcPage(pc) ? pc + search : '/';
}
