import { DEFAULT_REMOTES_TTL_MS, readPortalConfig } from './portalConfig';

describe('readPortalConfig', () => {
  it('reads the server-written meta tags', () => {
    document.head.innerHTML =
      '<meta name="hanpan:partner-hosts" content="p.test"><meta name="hanpan:mobile-hosts" content="m.test,mm.test">' +
      '<meta name="hanpan:remotes-ttl" content="1000"><meta name="hanpan:e2e" content="1"><meta name="hanpan:adclick-skip-hosts" content="www.test">' +
      '<meta name="hanpan:overrides" content="on">';
    expect(readPortalConfig(document)).toEqual({
      site: { partnerHosts: ['p.test'], mobileHosts: ['m.test', 'mm.test'] },
      remotesTtlMs: 1000,
      e2e: true,
      overrides: true,
      adClickSkipHosts: ['www.test'],
    });
  });
  it('falls back to defaults', () => {
    document.head.innerHTML = '';
    const c = readPortalConfig(document);
    expect(c.remotesTtlMs).toBe(DEFAULT_REMOTES_TTL_MS);
    expect(c.e2e).toBe(false);
    expect(c.overrides).toBe(false);
    expect(c.site.mobileHosts).toEqual(['m.localhost']);
    // SPEC §9: the one named portal host where no ad click id is stored
    expect(c.adClickSkipHosts).toEqual(['partner.localhost']);
  });
});
