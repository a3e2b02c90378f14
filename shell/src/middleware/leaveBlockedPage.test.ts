import { QueryClient } from '@tanstack/react-query';
import { createHanpanStore } from '@hanpan/platform';
import { testRoute } from '../test/routes';
import { leaveBlockedPage } from './leaveBlockedPage';
import type { NavigationContext } from './types';

const ORIGIN = 'http://partner.localhost:8401';

/** A partner player on a blocked page, just after 확인. */
function blockedCtx(over: Partial<NavigationContext> = {}): NavigationContext {
  return {
    location: { pathname: '/sponsor', search: '', key: 'k1' },
    action: 'POP',
    route: testRoute('/sponsor'),
    publisher: 'partner',
    isMobileSite: false,
    isMobileDevice: false,
    hostname: 'partner.localhost',
    port: '8401',
    protocol: 'http:',
    mobileHosts: [],
    adClickSkipHosts: [],
    store: createHanpanStore(),
    queryClient: new QueryClient(),
    navigate: jest.fn(),
    replace: jest.fn(),
    historyLength: 1,
    ...over,
  };
}


describe('leaveBlockedPage (SPEC §6: the previous page or home)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('an in-app navigation goes back, whatever the referrer', () => {
    const ctx = blockedCtx({ action: 'PUSH', historyLength: 3 });
    leaveBlockedPage(ctx, false, `${ORIGIN}/faq`, ORIGIN);
    expect(ctx.navigate).toHaveBeenCalledWith(-1);
  });

  it('a page load from a portal page goes back to it: Back when there is history (a later visit from the back-forward cache is loaded anew), else that page in place', () => {
    const listen = jest.spyOn(window, 'addEventListener');
    const back = blockedCtx({ historyLength: 2 });
    leaveBlockedPage(back, true, `${ORIGIN}/faq`, ORIGIN);
    expect(back.navigate).toHaveBeenCalledWith(-1);
    expect(back.replace).not.toHaveBeenCalled();
    expect(listen).toHaveBeenCalledWith('pageshow', expect.any(Function), { once: true });

    // a new tab or window opened on the blocked page: nothing to go back to
    const fresh = blockedCtx({ historyLength: 1 });
    leaveBlockedPage(fresh, true, `${ORIGIN}/faq?categoryId=2`, ORIGIN);
    expect(fresh.replace).toHaveBeenCalledWith('/faq?categoryId=2');
    expect(fresh.navigate).not.toHaveBeenCalled();
  });

  it('a page load from outside, with no referrer, from a blocked page or from the login that led here goes home', () => {
    for (const referrer of ['', 'https://search.example/?q=hanpan', `${ORIGIN}/plus`, `${ORIGIN}/idp/login?nextUrl=${encodeURIComponent(`${ORIGIN}/mobile/vip`)}`]) {
      const ctx = blockedCtx({ historyLength: 2 });
      leaveBlockedPage(ctx, true, referrer, ORIGIN);
      expect(ctx.navigate).toHaveBeenCalledWith('/', { replace: true });
      expect(ctx.replace).not.toHaveBeenCalled();
    }
  });

  it('not the page load (Back or Forward onto the blocked page inside the app): home, the referrer is not where it came from', () => {
    const ctx = blockedCtx({ historyLength: 3 });
    leaveBlockedPage(ctx, false, `${ORIGIN}/faq`, ORIGIN);
    expect(ctx.navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
