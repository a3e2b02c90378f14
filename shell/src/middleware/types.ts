// Navigation middleware (SPEC §2 routing behaviour, §7 default middleware): small named steps
// the shell runs on every navigation. A step may stop the chain (redirect, blocked path).
import type { QueryClient } from '@tanstack/react-query';
import type { HanpanStore, PortalRoute } from '@hanpan/platform';
import type { Publisher } from '@hanpan/contracts';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigationLocation {
  pathname: string;
  search: string;
  /** react-router's location key (scroll positions are kept per entry). */
  key: string;
}

export interface NavigationContext {
  location: NavigationLocation;
  action: NavigationAction;
  route: PortalRoute | null;
  publisher: Publisher;
  isMobileSite: boolean;
  /** The device (user agent), not the host: a phone on the PC host is still a mobile device. */
  isMobileDevice: boolean;
  hostname: string;
  port: string;
  protocol: string;
  mobileHosts: readonly string[];
  /** Hosts where no ad click id is stored (SPEC §9). */
  adClickSkipHosts: readonly string[];
  store: HanpanStore;
  queryClient: QueryClient;
  /** In-app navigation (history); a number goes back/forward. */
  navigate(to: string | number, options?: { replace?: boolean }): void;
  /**
   * Full page load in place of this entry (another host's page, the identity provider's): the page
   * left showed nothing of its own, so Back from there goes to the page before it, not back here.
   */
  replace(url: string): void;
  /** Length of the browser history (1 = nothing to go back to). */
  historyLength: number;
}

export interface MiddlewareOutcome {
  /** Do not run the remaining steps (the page is left or blocked). */
  stop?: boolean;
}

export type Middleware = (ctx: NavigationContext) => void | MiddlewareOutcome | Promise<void | MiddlewareOutcome>;
export type MiddlewareRegistry = Readonly<Record<string, Middleware>>;
