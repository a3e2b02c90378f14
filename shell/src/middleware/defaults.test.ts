import { QueryClient } from '@tanstack/react-query';
import { apiClient, applyGlobalMemberState, createHanpanStore, defineRoutes, MESSAGES, readCookie } from '@hanpan/platform';
import { seedRemotes } from '../federation/registry';
import { markReadMade } from './readsMade';
import { gameMaintenancesQuery } from '@hanpan/platform';
import { testRoute } from '../test/routes';
import { createDefaultMiddleware, DEFAULT_MIDDLEWARE, middlewareFor } from './defaults';
import { runMiddleware } from './runner';
import type { GlobalState } from '@hanpan/contracts';
import type { NavigationContext } from './types';

const MEMBER_STATE: GlobalState = {
  publisher: 'hanpan',
  site: 'pc',
  isLoggedIn: true,
  serverTime: '2026-01-01T00:00:00Z',
  member: { memberNo: 100101, nickname: '한판회원', gender: 'M', avatarId: 1, birthMonth: 3, multiIdpCode: null, loginStatus: { code: 'LOGIN', message: null, actionSpec: null } },
};

function makeCtx(over: Partial<NavigationContext> & { path?: string; search?: string } = {}): NavigationContext {
  const path = over.path ?? '/';
  return {
    location: { pathname: path, search: over.search ?? '', key: 'k1' },
    action: 'PUSH',
    route: testRoute(path),
    publisher: 'hanpan',
    isMobileSite: false,
    isMobileDevice: false,
    hostname: 'localhost',
    port: '8401',
    protocol: 'http:',
    mobileHosts: ['m.localhost'],
    adClickSkipHosts: ['partner.localhost'],
    store: createHanpanStore(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    navigate: jest.fn(),
    replace: jest.fn(),
    historyLength: 2,
    ...over,
  };
}

let get: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/contents/members/global-state') return MEMBER_STATE;
    if (url === '/api/games/maintenances') return [{ gameIds: ['baduki'], startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z', message: '' }];
    return {};
  });
});
afterEach(() => {
  get.mockRestore();
  document.cookie = 'HANPAN_GCLID=; max-age=0; path=/';
});

const mw = createDefaultMiddleware();
const called = () => get.mock.calls.map((c) => c[0] as string);

describe('default middleware (SPEC §2, §7)', () => {
  it('runs on every navigation in a fixed order, route extras after', () => {
    expect(middlewareFor(testRoute('/'))).toEqual([...DEFAULT_MIDDLEWARE]);
    expect(middlewareFor(testRoute('/popup/mileage'))).toEqual([...DEFAULT_MIDDLEWARE, 'requireLogin']);
    expect(middlewareFor(testRoute('/plus/me'))).toEqual([...DEFAULT_MIDDLEWARE, 'requireLogin']);
    for (const name of middlewareFor(testRoute('/popup/transfer'))) expect(mw[name]).toBeDefined();
  });

  it("scroll: the page load's first entry stays where the reader is; later entries start at the top; the mobile host's back restores", async () => {
    const scrollTo = jest.fn();
    let left: string | null = null;
    const keeper = {
      track: jest.fn((key: string) => {
        const was = left;
        left = key;
        return was;
      }),
      saved: (key: string) => (key === 'back' ? 640 : undefined),
      scrollTo,
      dispose: jest.fn(),
    };
    const { scroll } = createDefaultMiddleware({ scroll: keeper });
    await scroll(makeCtx({ action: 'POP', location: { pathname: '/', search: '', key: 'default' } }));
    expect(scrollTo).not.toHaveBeenCalled();
    await scroll(makeCtx({ action: 'PUSH', location: { pathname: '/faq', search: '', key: 'k2' } }));
    expect(scrollTo).toHaveBeenLastCalledWith(0);
    left = null; // a reload on the mobile host: its first entry has a position to restore
    await scroll(makeCtx({ action: 'POP', isMobileSite: true, location: { pathname: '/mobile', search: '', key: 'back' } }));
    expect(scrollTo).toHaveBeenLastCalledWith(640);
  });

  it('scroll: a tab, page or search the open page writes into its query leaves the reader where they are; another page starts at the top', async () => {
    const scrollTo = jest.fn();
    const keeper = { track: jest.fn(() => 'earlier'), saved: () => undefined, scrollTo, dispose: jest.fn() };
    const { scroll } = createDefaultMiddleware({ scroll: keeper });
    await scroll(makeCtx({ action: 'PUSH', location: { pathname: '/hpc/history/3', search: '', key: 'a' } }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await scroll(makeCtx({ action: 'PUSH', location: { pathname: '/hpc/history/3', search: '?board=miracle-shield', key: 'b' } }));
    await scroll(makeCtx({ action: 'REPLACE', location: { pathname: '/hpc/history/3', search: '?board=miracle-shield&page=2', key: 'c' } }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // the same address again (its menu link clicked), another page, and the PC's Back: the top
    await scroll(makeCtx({ action: 'PUSH', location: { pathname: '/hpc/history/3', search: '?board=miracle-shield&page=2', key: 'd' } }));
    await scroll(makeCtx({ action: 'PUSH', location: { pathname: '/hpc/history/4', search: '?board=miracle-shield&page=2', key: 'e' } }));
    await scroll(makeCtx({ action: 'POP', location: { pathname: '/hpc/history/4', search: '', key: 'f' } }));
    expect(scrollTo.mock.calls).toEqual([[0], [0], [0], [0]]);
  });

  it("closes an open layer popup on any route but the page load's first (it leaves no page)", async () => {
    const { closeLayer } = createDefaultMiddleware();
    const ctx = makeCtx();
    // a layer the landing page opened while it hydrated, before its navigation's chain ran
    const opened = ctx.store.getState().alert('이벤트');
    await closeLayer(ctx);
    expect(ctx.store.getState().layer.state).toBe('alert');
    ctx.store.getState().closeAllPopups();
    await expect(opened).resolves.toBeUndefined();
    const alert = ctx.store.getState().alert('열림');
    await closeLayer({ ...ctx, action: 'PUSH', location: { ...ctx.location, pathname: '/faq', key: 'k2' } });
    expect(ctx.store.getState().layer.state).toBe('closed');
    await expect(alert).resolves.toBeUndefined();
  });

  it('selects the game from gameid/gameId, poker7 for unknown ids, not on popup paths', async () => {
    const ctx = makeCtx({ search: '?gameId=hoola3' });
    await mw.game(ctx);
    expect(ctx.store.getState().game.gameId).toBe('hoola3');
    await mw.game({ ...ctx, location: { ...ctx.location, pathname: '/popup/mileage', search: '?gameid=baduki' } });
    expect(ctx.store.getState().game.gameId).toBe('hoola3');
    await mw.game({ ...ctx, location: { ...ctx.location, search: '?gameid=tetris' } });
    expect(ctx.store.getState().game.gameId).toBe('poker7');
  });

  it('fetches global banners, shop and the PC or mobile membership', async () => {
    await mw.globalContents(makeCtx());
    expect(called()).toEqual(['/api/contents/global/banner', '/api/contents/global/shop', '/api/contents/global/membership']);
    get.mockClear();
    await mw.globalContents(makeCtx({ isMobileSite: true }));
    expect(called()).toContain('/api/contents/global/mobile-membership');
  });

  it('applies the global member state, except on /hpc and /popup/classic-sms', async () => {
    const ctx = makeCtx();
    await mw.memberState(ctx);
    expect(ctx.store.getState().member.memberNo).toBe('100101');
    get.mockClear();
    // navigating to them: no refresh
    const hpc = makeCtx({ path: '/hpc', store: ctx.store });
    await mw.memberState(hpc);
    await mw.memberState(makeCtx({ path: '/popup/classic-sms', store: ctx.store }));
    expect(get).not.toHaveBeenCalled();
  });

  it('a page opened first on /hpc still reads the member state once (start-up)', async () => {
    const first = makeCtx({ path: '/hpc' });
    await mw.memberState(first);
    expect(first.store.getState().member.memberNo).toBe('100101');
    get.mockClear();
    await mw.memberState({ ...first, location: { ...first.location, key: 'k2' } });
    expect(get).not.toHaveBeenCalled();
  });

  it('the first navigation of a server-rendered page uses the member state the server read; the next ones read it', async () => {
    const ctx = makeCtx();
    applyGlobalMemberState(MEMBER_STATE, ctx.store); // what the server rendered with
    markReadMade('memberState');
    await mw.memberState(ctx);
    expect(called()).not.toContain('/api/contents/members/global-state');
    await mw.memberState({ ...ctx, location: { ...ctx.location, key: 'k2' } });
    expect(called()).toContain('/api/contents/members/global-state');
  });

  it('the first navigation of a page the server drew as an error page keeps it (its failed read is not in the page); the next one clears it', async () => {
    const ctx = makeCtx({ path: '/faq', search: '?id=9999' });
    ctx.store.getState().showErrorPage(404); // from the page's state, before hydrating
    markReadMade('errorPage');
    await mw.clearErrorPage(ctx);
    expect(ctx.store.getState().global.errorPage?.status).toBe(404);
    await mw.clearErrorPage({ ...ctx, location: { ...ctx.location, key: 'k2' } });
    expect(ctx.store.getState().global.errorPage).toBeNull();
  });

  it('fetches maintenance on home for PC devices only', async () => {
    const ctx = makeCtx();
    await mw.maintenance(ctx);
    expect(ctx.store.getState().game.maintenances).toHaveLength(1);
    get.mockClear();
    await mw.maintenance(makeCtx({ isMobileDevice: true }));
    await mw.maintenance(makeCtx({ path: '/faq' }));
    expect(get).not.toHaveBeenCalled();
  });

  it('the first navigation of a server-rendered home uses the maintenances the server read; the next ones read them', async () => {
    const ctx = makeCtx();
    const served = [{ gameIds: ['poker7'], startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z', message: '점검' }];
    ctx.queryClient.setQueryData(gameMaintenancesQuery().queryKey, served); // hydrated from the page
    markReadMade('maintenances');
    await mw.maintenance(ctx);
    expect(called()).not.toContain('/api/games/maintenances');
    expect(ctx.store.getState().game.maintenances[0]?.gameIds).toEqual(['poker7']);
    await mw.maintenance({ ...ctx, location: { ...ctx.location, key: 'k2' } });
    expect(called()).toContain('/api/games/maintenances');
    expect(ctx.store.getState().game.maintenances[0]?.gameIds).toEqual(['baduki']);
  });

  it('a phone takes the maintenances the server drew into its home (it hydrates the same markup) and asks for none itself', async () => {
    const ctx = makeCtx({ isMobileDevice: true });
    const served = [{ gameIds: ['highlow2'], startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z', message: '점검' }];
    ctx.queryClient.setQueryData(gameMaintenancesQuery().queryKey, served);
    markReadMade('maintenances');
    await mw.maintenance(ctx);
    expect(ctx.store.getState().game.maintenances[0]?.gameIds).toEqual(['highlow2']);
    await mw.maintenance({ ...ctx, location: { ...ctx.location, key: 'k2' } });
    expect(called()).not.toContain('/api/games/maintenances');
  });

  it('a first page without the maintenances in it (opened elsewhere) reads them on the way home', async () => {
    markReadMade('maintenances');
    await mw.maintenance(makeCtx({ path: '/faq' }));
    await mw.maintenance(makeCtx());
    expect(called()).toContain('/api/games/maintenances');
  });

  it('stores gclid only for guests and only when it changed', async () => {
    const member = makeCtx({ search: '?gclid=AD-1' });
    member.store.getState().setMember(MEMBER_STATE.member);
    await mw.adClick(member);
    expect(readCookie('HANPAN_GCLID')).toBeNull();
    const guest = makeCtx({ search: '?gclid=AD-1' });
    await mw.adClick(guest);
    expect(readCookie('HANPAN_GCLID')).toBe('AD-1');
    expect(guest.store.getState().global.adClickId).toBe('AD-1');
    const again = makeCtx({ search: '?gclid=AD-1' });
    await mw.adClick(again);
    expect(again.store.getState().global.adClickId).toBeNull();
  });

  it('skips the named portal host of SPEC §9 (the partner channel host)', async () => {
    const partner = makeCtx({ search: '?gclid=AD-9', hostname: 'partner.localhost' });
    await mw.adClick(partner);
    expect(readCookie('HANPAN_GCLID')).toBeNull();
    expect(partner.store.getState().global.adClickId).toBeNull();
  });

  it('sends a PC browser on /mobile to the mobile host and stops', async () => {
    const ctx = makeCtx({ path: '/mobile/shop', search: '?x=1' });
    expect(await mw.mobileRedirect(ctx)).toEqual({ stop: true });
    expect(ctx.replace).toHaveBeenCalledWith('http://m.localhost:8401/mobile/shop?x=1');
  });

  it('shows the channel alert to partner users, then goes back (or home)', async () => {
    const ctx = makeCtx({ path: '/plus', publisher: 'partner' });
    const run = mw.partnerBlock(ctx);
    await Promise.resolve();
    expect(ctx.store.getState().layer.current?.body).toBe(MESSAGES.partnerBlocked);
    ctx.store.getState().resolvePopup(true);
    expect(await run).toEqual({ stop: true });
    expect(ctx.navigate).toHaveBeenCalledWith(-1);

    const direct = makeCtx({ path: '/sponsor', publisher: 'partner', action: 'POP', historyLength: 1 });
    const run2 = mw.partnerBlock(direct);
    await Promise.resolve();
    direct.store.getState().resolvePopup(true);
    await run2;
    expect(direct.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(await mw.partnerBlock(makeCtx({ path: '/plus' }))).toBeUndefined();
  });

  it("the page load's blocked page goes back to the portal page it was loaded from; a later navigation of the app is not a page load", async () => {
    const fresh = createDefaultMiddleware();
    const partnerAt = (key: string) => makeCtx({ path: '/sponsor', publisher: 'partner', action: 'POP', historyLength: 1, location: { pathname: '/sponsor', search: '', key } });
    const confirm = async (ctx: NavigationContext) => {
      const run = fresh.partnerBlock(ctx);
      await Promise.resolve();
      expect(ctx.store.getState().layer.current?.body).toBe(MESSAGES.partnerBlocked);
      ctx.store.getState().resolvePopup(true);
      expect(await run).toEqual({ stop: true });
    };
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/faq?categoryId=2`, configurable: true });
    try {
      const load = partnerAt('load');
      await confirm(load);
      expect(load.replace).toHaveBeenCalledWith('/faq?categoryId=2');
      // the page load's first page that was not blocked counts too: the key is the first one seen
      await fresh.partnerBlock(makeCtx({ path: '/faq', publisher: 'partner', location: { pathname: '/faq', search: '', key: 'later' } }));
      const later = partnerAt('later');
      await confirm(later);
      expect(later.replace).not.toHaveBeenCalled();
      expect(later.navigate).toHaveBeenCalledWith('/', { replace: true });
    } finally {
      delete (document as { referrer?: string }).referrer;
    }
  });

  it('when the code that leaves the blocked page fails to arrive, 확인 still goes home', async () => {
    jest.doMock('./leaveBlockedPage', () => {
      throw new Error('Loading chunk partner-blocked failed.');
    });
    try {
      const ctx = makeCtx({ path: '/sponsor', publisher: 'partner', action: 'PUSH' });
      const run = mw.partnerBlock(ctx);
      await Promise.resolve();
      ctx.store.getState().resolvePopup(true);
      expect(await run).toEqual({ stop: true });
      expect(ctx.navigate).toHaveBeenCalledWith('/', { replace: true });
    } finally {
      jest.dontMock('./leaveBlockedPage');
    }
  });

  it('on the mobile site a PC page with a mobile twin is replaced by it, query kept; without one, or on the PC site, it stays', () => {
    seedRemotes({ mfe_mobile: { entry: '/remotes/mfe-mobile/remoteEntry.js', version: '1.0.0', declarations: { name: 'mfe_mobile', platform: { builtWith: '1.0.0', requires: '^1.0.0' }, layers: [], routes: defineRoutes('mfe_mobile', [{ path: '/mobile/shop', layout: 'mobile', title: '모바일 상점', subTitle: '', mobileOnly: true }, { path: '/mobile/plus/me/money-history', layout: 'mobile', title: '통장 내역', subTitle: '', mobileOnly: true }]) } } });
    try {
      const shop = makeCtx({ path: '/shop', search: '?category=avatar', isMobileSite: true });
      expect(mw.mobileRedirect(shop)).toEqual({ stop: true });
      expect(shop.navigate).toHaveBeenCalledWith('/mobile/shop?category=avatar', { replace: true });
      const history = makeCtx({ path: '/plus/me/money-history', isMobileSite: true });
      mw.mobileRedirect(history);
      expect(history.navigate).toHaveBeenCalledWith('/mobile/plus/me/money-history', { replace: true });
      for (const ctx of [makeCtx({ path: '/faq', isMobileSite: true }), makeCtx({ path: '/mobile/shop', isMobileSite: true }), makeCtx({ path: '/shop' })]) {
        expect(mw.mobileRedirect(ctx)).toBeUndefined();
        expect(ctx.navigate).not.toHaveBeenCalled();
      }
    } finally {
      seedRemotes({});
    }
  });

  it('a route that declares partnerBlocked is refused too (not only the SPEC paths)', async () => {
    const route = { ...testRoute('/faq')!, path: '/vip/lounge', partnerBlocked: true };
    const ctx = makeCtx({ path: '/vip/lounge', publisher: 'partner', route });
    const run = mw.partnerBlock(ctx);
    await Promise.resolve();
    ctx.store.getState().resolvePopup(true);
    expect(await run).toEqual({ stop: true });
    expect(await mw.partnerBlock(makeCtx({ path: '/vip/lounge', publisher: 'partner', route: { ...route, partnerBlocked: false } }))).toBeUndefined();
  });

  it('a blocked popup window opened by a portal page closes after the alert (it does not go home inside the popup)', async () => {
    const route = { ...testRoute('/faq')!, path: '/popup/plus/join', layout: 'popup-ui' as const, partnerBlocked: true };
    const ctx = makeCtx({ path: '/popup/plus/join', publisher: 'partner', route, action: 'POP', historyLength: 1 });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    try {
      const run = mw.partnerBlock(ctx);
      await Promise.resolve();
      expect(ctx.store.getState().layer.current?.body).toBe(MESSAGES.partnerBlocked);
      ctx.store.getState().resolvePopup(true);
      expect(await run).toEqual({ stop: true });
      expect(close).toHaveBeenCalled();
      expect(ctx.navigate).not.toHaveBeenCalled();
    } finally {
      close.mockRestore();
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }
  });

  it('login gate: alert, then the identity provider with the return URL', async () => {
    window.history.replaceState(null, '', '/popup/mileage?tab=1');
    const ctx = makeCtx({ path: '/popup/mileage', search: '?tab=1' });
    const run = mw.requireLogin(ctx);
    await Promise.resolve();
    expect(ctx.store.getState().layer.current?.body).toBe('로그인 후, 이용해 주세요.');
    ctx.store.getState().resolvePopup(true);
    expect(await run).toEqual({ stop: true });
    // in place of the page: Back from the login goes to the page before it, not to this notice again
    expect(ctx.replace).toHaveBeenCalledWith('/idp/login?nextUrl=%2Fpopup%2Fmileage%3Ftab%3D1');
    window.history.replaceState(null, '', '/');
  });

  it('login gate: a partner member yet to take the login step stops with no second notice (the page shows the step’s box; memberState asked once)', async () => {
    const ctx = makeCtx({ path: '/popup/mileage', publisher: 'partner' });
    ctx.store.getState().setPublisher('partner');
    ctx.store.getState().setMember({ memberNo: 300002, nickname: '확인필요회원', loginStatus: { code: 'NEED_ACTION', message: '확인 필요' } });
    expect(await mw.requireLogin(ctx)).toEqual({ stop: true });
    expect(ctx.store.getState().layer.current).toBeNull();
    expect(ctx.replace).not.toHaveBeenCalled();
  });

  it("login gate: a guest who leaves the notice by the phone's Back stays where Back took them (QA: the login replaced the page before)", async () => {
    window.history.replaceState(null, '', '/mobile/vip/benefit');
    const ctx = makeCtx({ path: '/mobile/vip/benefit' });
    const run = mw.requireLogin(ctx);
    await Promise.resolve();
    expect(ctx.store.getState().layer.current?.body).toBe('로그인 후, 이용해 주세요.');
    // Back: the page before is shown, which closes the notice
    window.history.replaceState(null, '', '/mobile/vip');
    ctx.store.getState().resolvePopup(false);
    expect(await run).toEqual({ stop: true });
    expect(ctx.replace).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('a failing call is logged and the chain goes on', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/api/contents/global/banner') throw new Error('down');
      if (url === '/api/contents/members/global-state') return MEMBER_STATE;
      return [];
    });
    const ctx = makeCtx();
    const log = jest.fn();
    const result = await runMiddleware(DEFAULT_MIDDLEWARE, mw, ctx, log);
    expect(result.failed).toEqual(['globalContents']);
    expect(ctx.store.getState().member.memberNo).toBe('100101');
  });
});
