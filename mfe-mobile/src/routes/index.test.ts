// The mobile tab bar's data: each tab a route with `menu`; the shop's products (/product/…), which
// the mobile shop opens, light up 상점 (`menuAlso`, read by the shell's mobile frame).
import { MOBILE_ROUTES } from '.';

it('declares the tabs in order, and 상점 also for the products the mobile shop opens', () => {
  expect(MOBILE_ROUTES.filter((r) => r.menu).map((r) => r.menu)).toEqual(['홈', '가이드', 'PC방', '상점', 'VIP', '플러스']);
  const shop = MOBILE_ROUTES.find((r) => r.menu === '상점')!;
  expect(shop.path).toBe('/mobile/shop');
  expect(shop.menuAlso).toBe('/product');
  // only the shop's tab claims another area's pages
  expect(MOBILE_ROUTES.filter((r) => r.menuAlso).map((r) => r.path)).toEqual(['/mobile/shop']);
});
