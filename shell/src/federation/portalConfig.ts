// Settings the portal server writes into index.html <meta> tags (see api/src/portal):
// host lists for publisher/mobile detection, the manifest re-read interval, the e2e flag,
// whether remote overrides are honoured.
import { AD_CLICK_COOKIE, DEFAULT_SITE_CONFIG, parseHostList, type SiteConfig } from '@hanpan/platform';

export interface PortalConfig {
  site: SiteConfig;
  /** Re-read /remotes.json on navigation at most this often. */
  remotesTtlMs: number;
  /** Server runs with E2E=1: test-only switches (`?__throw=<remote>`) are honoured. */
  e2e: boolean;
  /** Remote overrides are honoured for this page (server: outside production, or staff). */
  overrides: boolean;
  /** Hosts where the ad click id is not stored (SPEC §9): the named portal host, or the server's list. */
  adClickSkipHosts: readonly string[];
}

export const DEFAULT_REMOTES_TTL_MS = 30_000;

export function readPortalConfig(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): PortalConfig {
  return portalConfigFrom((name) => doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null);
}

/** The settings from the named <meta> values (the page's, or the ones the server writes into it). */
export function portalConfigFrom(meta: (name: string) => string | null): PortalConfig {
  const ttl = Number(meta('hanpan:remotes-ttl'));
  return {
    site: {
      partnerHosts: parseHostList(meta('hanpan:partner-hosts'), DEFAULT_SITE_CONFIG.partnerHosts),
      mobileHosts: parseHostList(meta('hanpan:mobile-hosts'), DEFAULT_SITE_CONFIG.mobileHosts),
    },
    remotesTtlMs: Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_REMOTES_TTL_MS,
    e2e: meta('hanpan:e2e') === '1',
    overrides: meta('hanpan:overrides') === 'on',
    adClickSkipHosts: parseHostList(meta('hanpan:adclick-skip-hosts'), AD_CLICK_COOKIE.skipHosts),
  };
}

let cached: PortalConfig | undefined;
/** The server render has no <meta> tags to read: it sets the same settings it writes into them. */
export function setPortalConfig(config: PortalConfig | undefined): void {
  cached = config;
}
export function portalConfig(): PortalConfig {
  cached ??= readPortalConfig();
  return cached;
}
