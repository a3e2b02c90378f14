import { defineRoutes } from '@hanpan/platform';
import { visibleNavItems } from './navItems';
import { PC_NAV } from './parts';
import { testRoute } from '../test/routes';

const VIP_LOUNGE = defineRoutes('mfe_vip', [{ path: '/vip', layout: 'default', title: 'VIP 라운지', subTitle: '', partnerBlocked: true }])[0]!;
const routeOf = (path: string) => (path === '/vip' ? VIP_LOUNGE : testRoute(path));

describe('navigation by publisher', () => {
  it('the own portal shows every area', () => {
    expect(visibleNavItems(PC_NAV, 'hanpan', routeOf).map((i) => i.to)).toEqual(PC_NAV.map((i) => i.to));
  });

  it('the partner sees only the areas it may use: no Plus, no sponsor (SPEC paths and route declarations)', () => {
    const partner = visibleNavItems(PC_NAV, 'partner', routeOf).map((i) => i.to);
    expect(partner).not.toContain('/plus');
    expect(partner).not.toContain('/sponsor');
    // a remote that declares partnerBlocked on its own route is left out too
    expect(partner).not.toContain('/vip');
    expect(partner).toEqual(expect.arrayContaining(['/shop', '/hpc', '/faq']));
    // the routes are not known yet (manifest still loading): the SPEC's list still applies
    expect(visibleNavItems(PC_NAV, 'partner', () => null).map((i) => i.to)).toEqual(['/shop', '/vip', '/hpc', '/collectionBook', '/faq']);
  });
});
