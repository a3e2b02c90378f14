import { renderHook } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { useMemberDataOnReturn } from './useMemberDataOnReturn';

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
});
