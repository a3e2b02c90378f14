import { detectSite, parseHostList } from './site';

describe('detectSite', () => {
  it('tells publisher and site from the host', () => {
    expect(detectSite('localhost')).toEqual({ publisher: 'hanpan', isMobileSite: false });
    expect(detectSite('m.localhost')).toEqual({ publisher: 'hanpan', isMobileSite: true });
    expect(detectSite('PARTNER.localhost:8080')).toEqual({ publisher: 'partner', isMobileSite: false });
  });
  it('uses the configured host lists', () => {
    const config = { partnerHosts: parseHostList('p.example, q.example', []), mobileHosts: parseHostList('', ['m.example']) };
    expect(detectSite('q.example', config).publisher).toBe('partner');
    expect(detectSite('m.example', config).isMobileSite).toBe(true);
    expect(detectSite('partner.localhost', config).publisher).toBe('hanpan');
  });
});
