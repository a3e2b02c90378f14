import { loginAs, resetStore } from '../../../test/renderShop';
import { shownMemberAddress } from '@hanpan/platform/member-action';
import { openPaymentPopup } from './paymentPopup';

describe('openPaymentPopup', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetStore();
  });

  it('opens the sandbox page marked as the payment popup, its own parameters kept (the result page acts as the popup without an opener)', () => {
    const popup = { focus: jest.fn() } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    expect(openPaymentPopup('/services/shop/payments?codes=A1001&redirectUri=%2Fshop%2Favatar', 'payment', 'hanpan_payment')).toBe(popup);
    expect(open).toHaveBeenCalledWith('/services/shop/payments?codes=A1001&redirectUri=%2Fshop%2Favatar&paymentWindow=popup', 'hanpan_payment', expect.stringContaining('width=540'));
  });

  it('a marker already there is set to the one value, not doubled; a blocked popup is null (the caller goes to the plain address)', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openPaymentPopup('/use/7?paymentWindow=x&code=C1472', 'payment', 'hanpan_item_use')).toBeNull();
    expect(open).toHaveBeenCalledWith('/use/7?paymentWindow=popup&code=C1472', 'hanpan_item_use', expect.any(String));
  });

  it("names the member the page shows, in the popup's address and in the fallback in this window (the order page refuses another)", () => {
    loginAs(10000102);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openPaymentPopup('/payments/charge?amount=10000', 'payment', 'hanpan_payment');
    expect(open).toHaveBeenCalledWith('/payments/charge?amount=10000&shownMember=10000102&paymentWindow=popup', 'hanpan_payment', expect.any(String));
    expect(shownMemberAddress('/payments/charge?amount=10000')).toBe('/payments/charge?amount=10000&shownMember=10000102');
    loginAs(null);
    expect(shownMemberAddress('/payments/charge?amount=10000')).toBe('/payments/charge?amount=10000');
  });
});
