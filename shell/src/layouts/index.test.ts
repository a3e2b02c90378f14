import type { LayoutName } from '@hanpan/platform';
import { resolveRoute } from '../routes/resolveRoute';
import { layoutOf, siteLayout } from '.';

describe('the layout a page is drawn in on its site', () => {
  it('on the mobile host the PC frames’ pages (information, area and championship pages) take the mobile frame', () => {
    expect((['pc', 'default', 'hpc'] as LayoutName[]).map((l) => siteLayout(l, true))).toEqual(['mobile', 'mobile', 'mobile']);
  });

  it('the rest keep their own there: the mobile pages, the popup windows, the PC home (the host sends it to the mobile home)', () => {
    for (const layout of ['mobile', 'popup', 'popup-ui', 'none', 'pc-main'] as LayoutName[]) expect(siteLayout(layout, true)).toBe(layout);
  });

  it('the PC site keeps every route’s own layout', () => {
    for (const layout of ['pc', 'default', 'hpc', 'pc-main', 'mobile', 'popup'] as LayoutName[]) expect(siteLayout(layout, false)).toBe(layout);
  });
});

describe('the layout of a resolved path', () => {
  it('is the route’s own once the path resolved, on its site', () => {
    expect(layoutOf(resolveRoute('/faq', {}, true), '/faq', false)).toBe('pc');
    expect(layoutOf(resolveRoute('/faq', {}, true), '/faq', true)).toBe('mobile');
    expect(layoutOf(resolveRoute('/popup/mileage', {}, true), '/popup/mileage', true)).toBe('popup');
  });

  it('is guessed from the path while the remote’s routes are unknown, and kept off the PC frames on the mobile host', () => {
    expect(layoutOf(resolveRoute('/hpc/schedule', {}, false), '/hpc/schedule', false)).toBe('hpc');
    expect(layoutOf(resolveRoute('/hpc/schedule', {}, false), '/hpc/schedule', true)).toBe('mobile');
    expect(layoutOf(resolveRoute('/shop/popup/buy', {}, false), '/shop/popup/buy', false)).toBe('popup');
  });
});
