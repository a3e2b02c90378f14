// Publisher and site from the host name (SPEC §1, §6). The lists are configurable: the portal
// server puts its PARTNER_HOSTS / MOBILE_HOSTS into <meta> tags the shell reads.
import type { Publisher } from '@hanpan/contracts';

export interface SiteConfig {
  partnerHosts: readonly string[];
  mobileHosts: readonly string[];
}
export const DEFAULT_SITE_CONFIG: SiteConfig = { partnerHosts: ['partner.localhost'], mobileHosts: ['m.localhost'] };

export interface SiteInfo {
  publisher: Publisher;
  isMobileSite: boolean;
}

export function parseHostList(value: string | null | undefined, fallback: readonly string[]): string[] {
  if (!value) return [...fallback];
  return value.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

export function detectSite(hostname: string, config: SiteConfig = DEFAULT_SITE_CONFIG): SiteInfo {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return {
    publisher: config.partnerHosts.includes(host) ? 'partner' : 'hanpan',
    isMobileSite: config.mobileHosts.includes(host),
  };
}
