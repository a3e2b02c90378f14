import { hanpanStore } from '@hanpan/platform';
import { ADD_TO_HOME_OFFERED_KEY, offerAddToHome } from './offerLayer';

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
    sessionStorage.clear();
  });

  it('on a phone, the add-to-home layer is opened as a page-opened layer per member (the popup host shows it once per page load)', () => {
    offerAddToHome('501');
    expect(open).toHaveBeenCalledWith('shop-add-to-home', {}, { auto: true, dismissKey: '501' });
    offerAddToHome(null);
    expect(open).toHaveBeenLastCalledWith('shop-add-to-home', {}, { auto: true, dismissKey: 'guest' });
  });

  it('once a tab session per member: a full page load (a payment coming back) does not offer it again (QA)', () => {
    offerAddToHome('701');
    offerAddToHome('701');
    expect(open).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(ADD_TO_HOME_OFFERED_KEY)!)).toEqual(['701']);
    // another member in this tab still gets it
    offerAddToHome('702');
    expect(open).toHaveBeenCalledTimes(2);
    // an unreadable record offers it (and starts again)
    sessionStorage.setItem(ADD_TO_HOME_OFFERED_KEY, '{broken');
    offerAddToHome('701');
    expect(open).toHaveBeenCalledTimes(3);
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
