import { changedRemotes, fetchRemotesManifest, parseRemotesManifest } from './manifest';

describe('remotes manifest', () => {
  it('keeps well-formed entries of known remotes only', () => {
    const parsed = parseRemotesManifest({
      mfe_shop: { entry: '/remotes/mfe-shop/1/mf-manifest.json', version: '1' },
      mfe_plus: { entry: '', version: '2' },
      mfe_vip: { entry: '/x', version: 3 },
      evil: { entry: '/e', version: '1' },
      mfe_hpc: null,
    });
    expect(parsed).toEqual({ mfe_shop: { entry: '/remotes/mfe-shop/1/mf-manifest.json', version: '1' } });
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest([1, 2])).toEqual({});
  });

  it('lists remotes that are new or changed', () => {
    const a = { mfe_shop: { entry: '/s/1', version: '1' }, mfe_vip: { entry: '/v/1', version: '1' } };
    const b = { mfe_shop: { entry: '/s/2', version: '2' }, mfe_vip: { entry: '/v/1', version: '1' }, mfe_hpc: { entry: '/h', version: '1' } };
    expect(changedRemotes(a, b)).toEqual(['mfe_shop', 'mfe_hpc']);
    expect(changedRemotes(b, b)).toEqual([]);
    // a remote removed from the manifest is not "changed" (its loaded code keeps running)
    expect(changedRemotes(b, { mfe_shop: b.mfe_shop })).toEqual([]);
  });

  it('fetches without cache and rejects on HTTP errors', async () => {
    const seen: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return { ok: true, status: 200, json: async () => ({ mfe_vip: { entry: '/v', version: '9' } }) };
    }) as unknown as typeof fetch;
    await expect(fetchRemotesManifest('/remotes.json', ok)).resolves.toEqual({ mfe_vip: { entry: '/v', version: '9' } });
    expect(seen[0].cache).toBe('no-store');
    const down = (async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
    await expect(fetchRemotesManifest('/remotes.json', down)).rejects.toThrow('503');
  });
});
