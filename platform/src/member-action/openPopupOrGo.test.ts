import { goInstead, openPaymentWindowOrGo, openPopupOrGo, START_PAGE_KEPT_MS, takeStartPage } from './openPopupOrGo';
import { watchPaymentWindow } from './watchPaymentWindow';

jest.mock('./watchPaymentWindow', () => ({ watchPaymentWindow: jest.fn() }));

const realOpen = window.open;
afterEach(() => {
  window.open = realOpen;
});

describe('openPopupOrGo', () => {
  it('opens the popup by its name and size, and stays on this page', () => {
    const popup = { focus: jest.fn() } as unknown as Window;
    const open = jest.fn(() => popup);
    window.open = open as unknown as typeof window.open;
    const go = jest.fn();
    expect(openPopupOrGo('/popup/plus/bankbook', 'bankbook', 'hanpan_plus_bankbook', go)).toBe(popup);
    expect(open).toHaveBeenCalledWith('/popup/plus/bankbook', 'hanpan_plus_bankbook', expect.stringContaining('width=390,height=600'));
    expect(go).not.toHaveBeenCalled();
  });

  it('goes there in this window when the popup is blocked', () => {
    window.open = jest.fn(() => null) as unknown as typeof window.open;
    const go = jest.fn();
    expect(openPopupOrGo('/popup/charge', { width: 550, height: 840 }, 'hanpan_charge', go)).toBeNull();
    expect(go).toHaveBeenCalledWith('/popup/charge');
  });
});

describe('openPaymentWindowOrGo', () => {
  it('watches the window it opened as the payment window (the page reads the figures again when it closes)', () => {
    const popup = { focus: jest.fn() } as unknown as Window;
    window.open = jest.fn(() => popup) as unknown as typeof window.open;
    expect(openPaymentWindowOrGo('/popup/plus/join', 'payment', 'hanpan_plus_join')).toBe(popup);
    expect(watchPaymentWindow).toHaveBeenCalledWith(popup);
  });
});

describe('goInstead / takeStartPage', () => {
  it('remembers the page this window leaves for a blocked popup; 닫기 of that page takes it once', () => {
    window.history.replaceState(null, '', '/plus/me?tab=benefits#bankbook');
    const assign = jest.fn();
    goInstead('/popup/plus/bankbook', assign);
    expect(assign).toHaveBeenCalledWith('/popup/plus/bankbook');
    expect(takeStartPage()).toBe('/plus/me?tab=benefits#bankbook');
    expect(takeStartPage()).toBeNull();
  });

  it('a popup page shown in this window that opens another (the weekly gold item use) keeps the portal page the first one left', () => {
    window.history.replaceState(null, '', '/plus/shop');
    goInstead('/popup/plus/weekly-gold', jest.fn());
    window.history.replaceState(null, '', '/popup/plus/weekly-gold');
    goInstead('/register/useItem.nhn?itemId=7', jest.fn());
    expect(takeStartPage()).toBe('/plus/shop');
  });

  it('is the way back for as long as a payment takes, not longer (an abandoned one is forgotten)', () => {
    window.history.replaceState(null, '', '/shop');
    goInstead('/popup/charge', jest.fn());
    expect(takeStartPage(Date.now() + START_PAGE_KEPT_MS + 1)).toBeNull();
    sessionStorage.setItem('hanpan.popupStartPage', '/shop');
    expect(takeStartPage()).toBeNull();
  });
});
