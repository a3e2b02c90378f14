import { renderHook } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { AWAY_MIN_MS, useMemberDataOnReturn } from './useMemberDataOnReturn';

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
    const { unmount } = renderHook(() => useMemberDataOnReturn(client));
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
      renderHook(() => useMemberDataOnReturn(client));
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
      renderHook(() => useMemberDataOnReturn(client));
      const join = document.querySelector('button')!;
      join.focus();
      await away(5_000, () => join.parentElement!.replaceChildren('V-Plus 이용 중'));
      expect(document.activeElement).toBe(document.querySelector('h2'));
    });

    it('focus the player left on the page (a click beside any control) stays there', async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      document.body.innerHTML = '<main><h1>플러스</h1><button>가입하기</button></main>';
      renderHook(() => useMemberDataOnReturn(client));
      document.querySelector('button')!.focus();
      (document.activeElement as HTMLElement).blur();
      await away(5_000);
      expect(document.activeElement).toBe(document.body);
    });
  });
});
