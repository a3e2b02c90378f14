// The mobile tab bar's data: each tab a route with `menu`; the shop's products (/product/…), which
// the mobile shop opens, light up 상점, and the PC-bang championship, which the PC방 page opens, PC방
// (`menuAlso`, read by the shell's mobile frame).
import { PC_BANG_CHAMPIONSHIP_PATH } from '../features/pc-bang/components/PcBangChampionshipLink';
import { MOBILE_ROUTES } from '.';

it('declares the tabs in order, and 상점 also for the products the mobile shop opens', () => {
  expect(MOBILE_ROUTES.filter((r) => r.menu).map((r) => r.menu)).toEqual(['홈', '가이드', 'PC방', '상점', 'VIP', '플러스']);
  const shop = MOBILE_ROUTES.find((r) => r.menu === '상점')!;
  expect(shop.path).toBe('/mobile/shop');
  expect(shop.menuAlso).toBe('/product');
  // only the shop's and the PC방 tabs claim another area's pages
  expect(MOBILE_ROUTES.filter((r) => r.menuAlso).map((r) => r.path)).toEqual(['/mobile/pc-bang', '/mobile/shop']);
});

it('lights PC방 on the PC-bang championship its page opens (no tab was lit there)', () => {
  const pcBang = MOBILE_ROUTES.find((r) => r.menu === 'PC방')!;
  expect(pcBang.menuAlso).toBe(PC_BANG_CHAMPIONSHIP_PATH);
});
