import { bannerLinkAction, bannerPopupOptions, runBannerLinkAction } from './bannerLink';
import type { Banner } from '@hanpan/contracts';

const banner = (over: Partial<Banner>): Banner => ({ id: 7, title: '배너', imageUrl: '/b.svg', linkType: 'SELF', linkUrl: '/shop/avatar', extraDataToMap: {}, ...over });

describe('banner link targets (one rule for home and area banners)', () => {
  it('SELF goes there in this window, BLANK is the anchor target', () => {
    expect(bannerLinkAction(banner({}))).toEqual({ type: 'go', url: '/shop/avatar' });
    expect(bannerLinkAction(banner({ linkUrl: 'https://event.hanpan.example/a' }))).toEqual({ type: 'go', url: 'https://event.hanpan.example/a' });
    expect(bannerLinkAction(banner({ linkType: 'BLANK' }))).toEqual({ type: 'native' });
  });

  it('POPUP opens a named window with popupOptions, 800x600 with scrollbars by default', () => {
    expect(bannerLinkAction(banner({ linkType: 'POPUP', linkUrl: '/popup/charge', extraDataToMap: { popupOptions: { width: 550, height: '840', scrollbars: 'no' } } }))).toEqual({
      type: 'popup',
      url: '/popup/charge',
      name: 'hanpan_banner_7',
      options: { width: 550, height: 840, scrollbars: false },
    });
    expect(bannerPopupOptions({ extraDataToMap: {} })).toEqual({ width: 800, height: 600, scrollbars: true });
    expect(bannerPopupOptions({ extraDataToMap: { popupOptions: { width: -1, height: 'x' } } })).toEqual({ width: 800, height: 600, scrollbars: true });
  });

  it('runs the action: popup through window.open with the size (blocked: this window goes there), navigate through the router', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    const navigate = jest.fn();
    const popup = bannerLinkAction(banner({ linkType: 'POPUP', linkUrl: '/popup/mileage', extraDataToMap: { popupOptions: { width: 550, height: 825 } } }));
    runBannerLinkAction(popup, navigate);
    expect(open).toHaveBeenCalledWith('/popup/mileage', 'hanpan_banner_7', expect.stringContaining('width=550,height=825'));
    expect(navigate).not.toHaveBeenCalled();
    open.mockReturnValue(null);
    runBannerLinkAction(popup, navigate);
    expect(navigate).toHaveBeenCalledWith('/popup/mileage');
    runBannerLinkAction(bannerLinkAction(banner({})), navigate);
    expect(navigate).toHaveBeenCalledWith('/shop/avatar');
    // another site's address is no route of the portal: it loads (jsdom says it cannot load pages)
    navigate.mockClear();
    const pageLoad = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runBannerLinkAction(bannerLinkAction(banner({ linkUrl: 'https://event.hanpan.example/a' })), navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(String(pageLoad.mock.calls[0]?.[0])).toContain('Not implemented: navigation');
    pageLoad.mockRestore();
    open.mockRestore();
  });
});
