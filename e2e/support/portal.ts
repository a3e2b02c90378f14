import { expect, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';
import { MOBILE, PC } from './env';
import { hrefOf, type PortalRoute } from '@hanpan/platform/routing';
import { FRAME_STATE_ELEMENT_ID } from '@hanpan/contracts/constants';
import { SHELL_ROUTES } from '../../shell/src/routes/shellRoutes';
import { SHOP_ROUTES } from '../../mfe-shop/src/routes';
import { PLUS_ROUTES } from '../../mfe-plus/src/routes';
import { VIP_ROUTES } from '../../mfe-vip/src/routes';
import { HPC_ROUTES } from '../../mfe-hpc/src/routes';
import { MOBILE_ROUTES } from '../../mfe-mobile/src/routes';

/**
 * The shell's scripts took over the server-rendered page (`<html data-hydrated="1">`): what they
 * install (prefetch on focus, click handling) works from then on.
 */
export const waitForHydration = (page: Page, timeout = 30_000) => expect(page.locator('html[data-hydrated="1"]')).toHaveCount(1, { timeout });

/**
 * 본문 바로가기: off screen until the first Tab focuses it; Enter puts the focus on the page's
 * content (no navigation: no '#main-content' in the address), and the next Tab lands inside it, past
 * the header's links. The page must be hydrated, with its content able to take focus.
 */
export async function expectSkipLinkToMain(page: Page): Promise<void> {
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  expect((await skip.boundingBox())!.y).toBeLessThan(0);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main') && !document.activeElement?.closest('header'))).toBe(true);
}

/** Every page of the portal: the shell's and each remote's own declarations. */
export const PORTAL_ROUTES: readonly PortalRoute[] = [...SHELL_ROUTES, ...SHOP_ROUTES, ...PLUS_ROUTES, ...VIP_ROUTES, ...HPC_ROUTES, ...MOBILE_ROUTES];

export { hrefOf };
export type { PortalRoute };

/** Mobile-site paths are opened on the mobile host (m.<host>) like a phone would. */
export function urlOf(route: PortalRoute): string {
  return `${route.mobileOnly || route.path.startsWith('/mobile') ? MOBILE : PC}${hrefOf(route.path)}`;
}

/** The area tag of a route's tests: the mobile site is @mobile, the shell's pages @shell, a remote's @<area>. */
export function areaTag(route: PortalRoute): string {
  if (urlOf(route).startsWith(MOBILE)) return '@mobile';
  return route.owner === 'shell' ? '@shell' : `@${route.owner.replace(/^mfe_/, '')}`;
}

export function routeAt(path: string): PortalRoute {
  const r = PORTAL_ROUTES.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
}

/**
 * Where the page's footer ends on screen once the page is scrolled to its end — scrolled again at
 * each call: the page may still grow (its content arriving) after a first scroll. Poll it.
 */
export async function footerEndScrolledDown(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = (await page.getByRole('contentinfo').boundingBox())!;
  return box.y + box.height;
}

/**
 * A layer closed by its own button takes its history entry out with a step back a moment later
 * (shell useBackClosesPopup): wait for it to land before the next goto, reload or Back, which that
 * step would otherwise cut short (net::ERR_ABORTED) or take over.
 */
export const layerEntryTakenOut = (page: Page) => expect.poll(() => page.evaluate(() => navigation.canGoForward)).toBe(true);

/** Marks the current document; `stillSameDocument` is false after any reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark: number }).__e2eMark = 42;
  });
}
export async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 42);
}

/**
 * Clicks a control that closes its own window and waits for the close. The window may close
 * before Playwright finishes the click ("Target page closed"): that is the success case, so only
 * a click failure on a window that stays open fails.
 */
export async function clickAndWaitForClose(popup: Page, control: Locator): Promise<void> {
  await Promise.all([
    popup.waitForEvent('close'),
    control.click().catch((e: unknown) => {
      if (!popup.isClosed()) throw e;
    }),
  ]);
}

/** The frame state the server wrote into the page (shell/src/ssr/frameState.ts), parsed as the browser reads it; null without a server render. */
export function servedFrameState(page: Page): Promise<unknown> {
  return page.evaluate((id) => {
    const text = document.querySelector<HTMLTemplateElement>(`template#${id}`)?.content.textContent;
    return text ? (JSON.parse(text) as unknown) : null;
  }, FRAME_STATE_ELEMENT_ID);
}

/**
 * The page's requests from now on; `quiet()` waits until none is in flight and none started or ended
 * for `ms` — the signal that what a page decides after its data (a layer, which brings its code)
 * has come, where a fixed wait would miss a late one. Watch before the step that loads.
 */
export function watchNetwork(page: Page, ms = 500): { quiet(): Promise<void> } {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      try {
        await expect.poll(() => inFlight <= 0 && Date.now() - last >= ms, { intervals: [100] }).toBe(true);
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/** JS requests of the page, as paths. */
export function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

/** The page's uncaught errors and console errors from now on (said when a check fails: the cause, not only the fallback). */
export function pageErrors(page: Page): string[] {
  return watchPageErrors(page).errors;
}

/** `pageErrors` until `stop()`: for a page that goes on to other checks (one tab visiting many pages). */
export function watchPageErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  };
  const onPageError = (error: Error) => errors.push(error.message.slice(0, 300));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Runs `check` while watching the page's errors; when it fails, the errors seen so far go at the end
 * of the thrown error's message (the reporter prints `message`): whichever assertion fails first —
 * the remote's root, the title, the fallback — the report says what the page threw.
 */
export async function withPageErrors<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const watch = watchPageErrors(page);
  try {
    return await check();
  } catch (e) {
    if (e instanceof Error && watch.errors.length) e.message += `\n\n페이지의 오류: ${watch.errors.join(' | ')}`;
    throw e;
  } finally {
    watch.stop();
  }
}

/**
 * Console errors and warnings of the page that speak of hydration (the shell reports a recovered
 * mismatch as `[ssr] hydration recovered from an error`): collect from before the page loads, expect
 * it empty at the end.
 */
export function hydrationComplaints(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|\[ssr\]|did not match|server rendered/i.test(message.text())) {
      found.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) found.push(error.message);
  });
  return found;
}
