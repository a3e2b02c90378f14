import { PLUS_ROUTES } from './index';

const paths = (routes: readonly { path: string }[]) => routes.map((r) => r.path);

describe('PLUS_ROUTES', () => {
  it('the partner channel is blocked from every Plus page and Plus popup (SPEC §2, §6)', () => {
    const plus = PLUS_ROUTES.filter((r) => /^\/plus(\/|$)|^\/popup\/plus\/|^\/popup\/classic-sms\/plus\//.test(r.path));
    expect(paths(plus)).toEqual(expect.arrayContaining(['/plus', '/popup/plus/bankbook', '/popup/plus/me/payments', '/popup/classic-sms/plus/result/confirm', '/popup/classic-sms/plus/result/success']));
    expect(plus.filter((r) => r.partnerBlocked !== true).map((r) => r.path)).toEqual([]);
  });

  it('the popups keep their login rule and size', () => {
    const bankbook = PLUS_ROUTES.find((r) => r.path === '/popup/plus/bankbook')!;
    expect(bankbook).toMatchObject({ layout: 'popup-ui', popupSize: 'bankbook', requiresLogin: true, partnerBlocked: true });
  });
});
