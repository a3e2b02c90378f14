import { hanpanStore } from '@hanpan/platform';
import { offerAddToHome, offerLayerOnce } from './offerLayerOnce';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

describe('layers the shop offers by itself', () => {
  let open: jest.SpyInstance;
  let ua: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(hanpanStore.getState(), 'openLayer').mockResolvedValue(false);
    ua = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PHONE);
  });
  afterEach(() => {
    open.mockRestore();
    ua.mockRestore();
  });

  it('a layer is offered once per page load and member (the mobile shop, then a product page: closed with × stays closed)', () => {
    offerAddToHome('501');
    offerAddToHome('501');
    offerLayerOnce('shop-add-to-home', '501');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('shop-add-to-home', {}, { auto: true, dismissKey: '501' });
    // another member (a login meanwhile) gets it once too
    offerAddToHome('502');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('not on a PC, and not where the shortcut app is installed', () => {
    ua.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36');
    offerAddToHome('601');
    ua.mockReturnValue(PHONE);
    hanpanStore.setState((s) => ({ shortcutApp: { ...s.shortcutApp, installed: true } }));
    offerAddToHome('602');
    expect(open).not.toHaveBeenCalled();
    hanpanStore.setState((s) => ({ shortcutApp: { ...s.shortcutApp, installed: false } }));
  });
});
