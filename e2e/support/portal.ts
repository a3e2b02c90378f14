import type { Page, Request } from '@playwright/test';
import { hrefOf, PORTAL_ROUTES, type PortalRoute } from '../../platform/src/platform/routes';

export { PORTAL_ROUTES, hrefOf };
export type { PortalRoute };

export const port = Number(process.env.E2E_PORT || 8090);

/** Mobile-site pages are opened on the mobile host (m.localhost) like a phone would. */
export function urlOf(route: PortalRoute): string {
  const host = route.mobileOnly ? 'm.localhost' : 'localhost';
  return `http://${host}:${port}${hrefOf(route.path)}`;
}

export function routeAt(path: string): PortalRoute {
  const r = PORTAL_ROUTES.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
}

/** Marks the current document; `stillSameDocument` is false after any reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark: number }).__e2eMark = 42;
  });
}
export async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 42);
}

/** JS requests of the page, as paths. */
export function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}
