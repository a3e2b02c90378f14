import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { apiClient, applyGlobalMemberState, createHanpanStore, Router, type Navigator } from '@hanpan/platform';
import type { GlobalState } from '@hanpan/contracts';
import { takeReadMade } from '../../middleware/readsMade';
import { AWAY_MIN_MS, useMemberDataOnReturn } from './useMemberDataOnReturn';

const LOGIN = { code: 'LOGIN', message: null, actionSpec: null } as const;
const stateOf = (memberNo: number | null): GlobalState => ({
  publisher: 'hanpan',
  site: 'pc',
  isLoggedIn: memberNo !== null,
  serverTime: '2026-12-05T00:00:00Z',
  member: memberNo === null ? null : { memberNo, nickname: '한판회원', gender: 'M', avatarId: 1, birthMonth: 3, multiIdpCode: null, loginStatus: LOGIN },
});

/** Member 7 on the page; the server says `now` is logged in. */
function memberSeven(now: () => number | null) {
  const store = createHanpanStore();
  applyGlobalMemberState(stateOf(7), store);
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/contents/members/global-state') return stateOf(now());
    throw new Error(`unexpected ${url}`);
  });
  return { store, get };
}

/** The hook inside a router on '/'; `replaced` counts the navigations that open the page again. */
function inRouter() {
  const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Router, { location: '/', navigator }, children);
  return { wrapper, replaced: () => (navigator.replace as jest.Mock).mock.calls.length };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A query a page shows (an observer), its data `ageMs` old; returns how often it was fetched. */
function shownQuery(client: QueryClient, queryKey: readonly unknown[], ageMs: number) {
  const fetches = { count: 0 };
  client.setQueryData(queryKey, 'old', { updatedAt: Date.now() - ageMs });
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      fetches.count += 1;
      return 'new';
    },
    staleTime: 30_000,
    // only the reads the hook asks for count
    refetchOnMount: false,
  });
  const stop = observer.subscribe(() => undefined);
  return { fetches, stop };
}

describe('useMemberDataOnReturn', () => {
  afterEach(() => setVisibility('visible'));

  it("coming back to the tab reads again the member's stale data on screen, and nothing else", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const money = shownQuery(client, ['member', 7, 'member', 'personalZone'], 60_000);
    const fresh = shownQuery(client, ['member', 7, 'member', 'reloadableState'], 1_000);
    const banners = shownQuery(client, ['global', 'banners'], 60_000);
    const { unmount } = renderHook(() => useMemberDataOnReturn(client), { wrapper: inRouter().wrapper });
    const before = { money: money.fetches.count, fresh: fresh.fetches.count, banners: banners.fetches.count };

    setVisibility('hidden');
    await Promise.resolve();
    expect(money.fetches.count).toBe(before.money);

    setVisibility('visible');
    await new Promise((r) => setTimeout(r, 0));
    expect(money.fetches.count).toBe(before.money + 1);
    expect(fresh.fetches.count).toBe(before.fresh);
    expect(banners.fetches.count).toBe(before.banners);

    // gone with the header's member corner (a logout): no more reads
    unmount();
    client.setQueryData(['member', 7, 'member', 'personalZone'], 'old', { updatedAt: Date.now() - 60_000 });
    setVisibility('visible');
    await new Promise((r) => setTimeout(r, 0));
    expect(money.fetches.count).toBe(before.money + 1);
    [money, fresh, banners].forEach((q) => q.stop());
  });

  describe('coming back to the window from another one (a payment popup)', () => {
    let now = Date.now();
    beforeEach(() => {
      now = Date.now();
      jest.spyOn(Date, 'now').mockImplementation(() => now);
    });
    afterEach(() => {
      jest.restoreAllMocks();
      document.body.innerHTML = '';
    });
    // the same member is still logged in
    const store = () => memberSeven(() => 7).store;
    const away = async (ms: number, meanwhile: () => void = () => undefined) => {
      window.dispatchEvent(new Event('blur'));
      now += ms;
      meanwhile();
      window.dispatchEvent(new Event('focus'));
      await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => setTimeout(r, 0));
    };

    it('reads again what was read before leaving, even when not stale yet; not what changed meanwhile, nor after a flicker', async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
      const plus = shownQuery(client, ['member', 7, 'membership', 'me'], 1_000);
      const money = shownQuery(client, ['member', 7, 'member', 'personalZone'], 1_000);
      const banners = shownQuery(client, ['global', 'banners'], 1_000);
      renderHook(() => useMemberDataOnReturn(client, store()), { wrapper: inRouter().wrapper });
      const before = { plus: plus.fetches.count, money: money.fetches.count, banners: banners.fetches.count };

      await away(AWAY_MIN_MS - 1);
      expect(plus.fetches.count).toBe(before.plus);

      // the result page announced the payment while the player was away: the money was read again then
      await away(20_000, () => client.setQueryData(['member', 7, 'member', 'personalZone'], 'announced', { updatedAt: now }));
      expect(plus.fetches.count).toBe(before.plus + 1);
      expect(money.fetches.count).toBe(before.money);
      expect(banners.fetches.count).toBe(before.banners);
      [plus, money, banners].forEach((q) => q.stop());
    });

    it('a button the update removed hands the focus to the heading of its area, not to <body>', async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      document.body.innerHTML = '<main><section aria-label="나의 멤버십"><h2>나의 멤버십</h2><p><button>플러스 가입하기</button></p></section></main>';
      renderHook(() => useMemberDataOnReturn(client, store()), { wrapper: inRouter().wrapper });
      const join = document.querySelector('button')!;
      join.focus();
      await away(5_000, () => join.parentElement!.replaceChildren('V-Plus 이용 중'));
      expect(document.activeElement).toBe(document.querySelector('h2'));
    });

    it('focus the player left on the page (a click beside any control) stays there', async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      document.body.innerHTML = '<main><h1>플러스</h1><button>가입하기</button></main>';
      renderHook(() => useMemberDataOnReturn(client, store()), { wrapper: inRouter().wrapper });
      document.querySelector('button')!.focus();
      (document.activeElement as HTMLElement).blur();
      await away(5_000);
      expect(document.activeElement).toBe(document.body);
    });
  });

  describe('a logout or another login in another tab meanwhile', () => {
    let now = Date.now();
    beforeEach(() => {
      now = Date.now();
      jest.spyOn(Date, 'now').mockImplementation(() => now);
    });
    afterEach(() => jest.restoreAllMocks());
    /** Another tab for `ms`: the browser tells the tab and the window, both ways. */
    const tabAway = async (ms: number) => {
      window.dispatchEvent(new Event('blur'));
      setVisibility('hidden');
      now += ms;
      // (the page opened again is a router update)
      await act(async () => {
        setVisibility('visible');
        window.dispatchEvent(new Event('focus'));
        for (let i = 0; i < 3; i += 1) await new Promise((r) => setTimeout(r, 0));
      });
    };

    it('logged out elsewhere: the page shows the guest and opens again (its login rules), and no member read answers 401', async () => {
      let loggedIn: number | null = 7;
      const { store, get } = memberSeven(() => loggedIn);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const money = shownQuery(client, ['member', 7, 'member', 'personalZone'], 60_000);
      const router = inRouter();
      renderHook(() => useMemberDataOnReturn(client, store), { wrapper: router.wrapper });
      const shown = { money: money.fetches.count };

      loggedIn = null;
      await tabAway(5_000);
      expect(get).toHaveBeenCalledWith('/api/contents/members/global-state');
      expect(store.getState().member.memberNo).toBeNull();
      // once, though the tab and the window both came back (a second one closed the login alert)
      expect(router.replaced()).toBe(1);
      // the page opened again uses the member state read here (its navigation does not read it again)
      expect(takeReadMade('memberState')).toBe(true);
      expect(money.fetches.count).toBe(shown.money);
      money.stop();
    });

    it("the window's return a moment after the tab's (its read already ended) reads nobody again, and opens nothing twice", async () => {
      let loggedIn: number | null = 7;
      const { store, get } = memberSeven(() => loggedIn);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const router = inRouter();
      renderHook(() => useMemberDataOnReturn(client, store), { wrapper: router.wrapper });
      loggedIn = null;
      window.dispatchEvent(new Event('blur'));
      setVisibility('hidden');
      now += 5_000;
      await act(async () => {
        setVisibility('visible');
        for (let i = 0; i < 3; i += 1) await new Promise((r) => setTimeout(r, 0));
      });
      now += 100;
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
        for (let i = 0; i < 3; i += 1) await new Promise((r) => setTimeout(r, 0));
      });
      expect(get.mock.calls.filter(([url]) => url === '/api/contents/members/global-state')).toHaveLength(1);
      expect(router.replaced()).toBe(1);
      takeReadMade('memberState');
    });

    it('still the same member: nothing opens again, the stale member data is read; a flicker asks nobody', async () => {
      const { store, get } = memberSeven(() => 7);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const money = shownQuery(client, ['member', 7, 'member', 'personalZone'], 60_000);
      const router = inRouter();
      renderHook(() => useMemberDataOnReturn(client, store), { wrapper: router.wrapper });
      const shown = { money: money.fetches.count };

      await tabAway(AWAY_MIN_MS - 1);
      expect(get).not.toHaveBeenCalled();

      client.setQueryData(['member', 7, 'member', 'personalZone'], 'old', { updatedAt: now - 60_000 });
      await tabAway(5_000);
      expect(get).toHaveBeenCalledTimes(1); // (one read for both returns)
      expect(store.getState().member.memberNo).toBe('7');
      expect(router.replaced()).toBe(0);
      expect(takeReadMade('memberState')).toBe(false);
      expect(money.fetches.count).toBe(shown.money + 2);
      money.stop();
    });
  });
});
