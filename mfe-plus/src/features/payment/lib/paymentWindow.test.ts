// The result page shows My Plus in the portal window the payment started from (QA: it opened in the
// 540-px result window). No opener is left by then, so the window is named in the return address.
import { openPaymentWindow, portalWindowName, showInPortalWindow, withPortalWindow } from './paymentWindow';

afterEach(() => {
  window.name = '';
  jest.restoreAllMocks();
});

it('names a portal window once and keeps its name; one of our popups (another name) is no portal window', () => {
  const name = portalWindowName(window);
  expect(name).toMatch(/^hanpan_portal_[a-z0-9]+$/);
  expect(portalWindowName(window)).toBe(name);
  window.name = 'hanpan_charge';
  expect(portalWindowName(window)).toBeNull();
  expect(window.name).toBe('hanpan_charge');
});

it('puts the portal window into the return address, the rest kept', () => {
  const url = '/services/membership/payments/subscription/registration?codes=PM0004&returnUrl=%2Fpopup%2Fplus%2Fresult%3Fkind%3Djoin';
  const named = new URL(withPortalWindow(url, 'hanpan_portal_ab12cd'), 'http://x');
  expect(named.pathname).toBe('/services/membership/payments/subscription/registration');
  expect(named.searchParams.get('codes')).toBe('PM0004');
  expect(named.searchParams.get('returnUrl')).toBe('/popup/plus/result?kind=join&portal=hanpan_portal_ab12cd');
  expect(withPortalWindow(url, null)).toBe(url);
});

it('opens the sandbox in a window of this group without an opener, naming this one in its return address', () => {
  const payment = { opener: window as unknown } as Window;
  const open = jest.spyOn(window, 'open').mockReturnValue(payment);
  openPaymentWindow('/register/register.nhn?pkgids=PM0005%3A1&returnUrl=%2Fpopup%2Fplus%2Fresult%3Fkind%3Dvoucher');
  const [address, target, features] = open.mock.calls[0]!;
  expect(target).toBe('_blank');
  expect(features).not.toMatch(/noopener/);
  expect(new URL(String(address), 'http://x').searchParams.get('returnUrl')).toBe(`/popup/plus/result?kind=voucher&portal=${window.name}`);
  expect(payment.opener).toBeNull();
});

it('shows the page in the named portal window and closes; without a valid name it does nothing (the caller shows it here)', () => {
  const focus = jest.fn();
  const open = jest.spyOn(window, 'open').mockReturnValue({ focus } as unknown as Window);
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  expect(showInPortalWindow('/plus/me', 'hanpan_portal_ab12cd')).toBe(true);
  expect(open).toHaveBeenCalledWith('/plus/me', 'hanpan_portal_ab12cd');
  expect(focus).toHaveBeenCalled();
  expect(close).toHaveBeenCalled();
  open.mockClear();
  expect(showInPortalWindow('/plus/me', null)).toBe(false);
  expect(showInPortalWindow('/plus/me', '_top')).toBe(false);
  expect(showInPortalWindow('/plus/me', 'hanpan_charge')).toBe(false);
  expect(open).not.toHaveBeenCalled();
});
