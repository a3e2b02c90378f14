import { pcSiteOrigin, pcVersionPath, setPcSiteOrigin } from './pcVersion';

describe("'PC 버전': the same page on the PC site", () => {
  // what the PC site has: its home, its pages with a mobile twin, the pages the mobile host frames
  const pcPages = new Set(['/', '/shop', '/plus/me', '/faq', '/hpc', '/hpc/media', '/product/A1001']);
  const pcOf = (pathname: string, search = '') => pcVersionPath(pathname, search, (p) => pcPages.has(p));

  it("a mobile page: its PC twin (the pairs mobileTwinPath makes), with the page's query", () => {
    expect(pcOf('/mobile')).toBe('/');
    expect(pcOf('/mobile/shop', '?category=avatar')).toBe('/shop?category=avatar');
    expect(pcOf('/mobile/plus/me')).toBe('/plus/me');
  });

  it('a PC page the mobile frame shows: the page itself', () => {
    expect(pcOf('/faq', '?category=2')).toBe('/faq?category=2');
    expect(pcOf('/hpc/media')).toBe('/hpc/media');
    expect(pcOf('/product/A1001')).toBe('/product/A1001');
  });

  it('a mobile page that declares its PC page (another path): that page, when the PC site has it', () => {
    expect(pcVersionPath('/mobile/vip/benefit', '?tab=coupon', (p) => p === '/vip/home', '/vip/home')).toBe('/vip/home');
    expect(pcVersionPath('/mobile/vip/benefit', '', () => false, '/vip/home')).toBe('/');
  });

  it('a mobile page with no PC page of that path, or an unknown address: the PC home', () => {
    expect(pcOf('/mobile/guide/rule', '?gameId=hoola3')).toBe('/');
    expect(pcOf('/mobile/vip/benefit')).toBe('/');
    expect(pcOf('/nowhere')).toBe('/');
    // a path that only starts like the mobile site's is no mobile page
    expect(pcOf('/mobileshop')).toBe('/');
  });
});

describe('the PC site origin', () => {
  afterEach(() => {
    setPcSiteOrigin(undefined);
    document.head.innerHTML = '';
  });

  it("the page's <meta> the portal server wrote", () => {
    document.head.innerHTML = '<meta name="hanpan:pc-origin" content="http://localhost:8080">';
    expect(pcSiteOrigin()).toBe('http://localhost:8080');
  });

  it("the server render's request value over the page's; none where no server said it (the dev server)", () => {
    setPcSiteOrigin('https://www.hanpan.example');
    expect(pcSiteOrigin()).toBe('https://www.hanpan.example');
    setPcSiteOrigin(undefined);
    expect(pcSiteOrigin()).toBeNull();
  });
});
