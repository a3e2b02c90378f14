// The federation runtime loads with the first remote the page needs, and registers the entries
// known by then. A deploy notice only marks the manifest stale: nothing is re-read (or remounted)
// until the next refresh, which the shell runs on navigation.
const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => ({ mount: () => undefined })) };
jest.mock('./host', () => ({ createFederationHost: jest.fn(() => federation) }));
jest.mock('./runtime-plugins', () => ({
  clearFailure: jest.fn(),
  fetchWithTimeout: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
  lastFailure: jest.fn(),
}));
import { createFederationHost } from './host';
import { initFederation, loadExposed, markRemotesStale, refreshRemotes, remoteVersion, seedRemotes } from './registry';
import { runtimeEntryOf } from './loader';

let served = '1';
const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ mfe_shop: { entry: `/remotes/mfe-shop/${served}/mf-manifest.json`, version: served } }) }));

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('creates the federation runtime only when a remote is loaded, with the entries known by then', async () => {
  initFederation();
  seedRemotes({ mfe_shop: { entry: '/remotes/mfe-shop/0/mf-manifest.json', version: '0' } }); // the server's
  await refreshRemotes({ force: true }); // a deploy since: read before the runtime exists
  expect(remoteVersion('mfe_shop')).toBe('1');
  expect(createFederationHost).not.toHaveBeenCalled();
  await loadExposed('mfe_shop', 'lifecycles');
  expect(createFederationHost).toHaveBeenCalledTimes(1);
  expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
  expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_shop', entry: 'http://localhost/remotes/mfe-shop/1/remoteEntry.js', entryGlobalName: 'mfe_shop' }]);
  expect(federation.loadRemote).toHaveBeenCalledWith('mfe_shop/lifecycles');
});

it('a stale mark makes the next navigation re-read the manifest inside the TTL and re-register the changed remote', async () => {
  await refreshRemotes({ force: true });
  await loadExposed('mfe_shop', 'lifecycles'); // (the runtime exists: re-registration goes to it)
  fetchMock.mockClear();
  expect(remoteVersion('mfe_shop')).toBe('1');
  served = '2';
  await refreshRemotes(); // within the TTL: no read
  expect(fetchMock).toHaveBeenCalledTimes(0);
  expect(remoteVersion('mfe_shop')).toBe('1');

  markRemotesStale(); // the notice: still nothing read, nothing remounted
  expect(fetchMock).toHaveBeenCalledTimes(0);
  expect(remoteVersion('mfe_shop')).toBe('1');

  await refreshRemotes(); // the next navigation
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(remoteVersion('mfe_shop')).toBe('2');
  expect(federation.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_shop', entry: 'http://localhost/remotes/mfe-shop/2/remoteEntry.js', entryGlobalName: 'mfe_shop' }], { force: true });
});

it('registers the remoteEntry.js beside a served mf-manifest.json, and a remoteEntry.js override as it is', () => {
  expect(runtimeEntryOf('mfe_vip', '/remotes/mfe-vip/1.0.0-b1/mf-manifest.json', 'http://localhost/vip')).toEqual({
    name: 'mfe_vip',
    entry: 'http://localhost/remotes/mfe-vip/1.0.0-b1/remoteEntry.js',
    entryGlobalName: 'mfe_vip',
  });
  expect(runtimeEntryOf('mfe_shop', 'http://localhost:3001/mf-manifest.json?t=1', 'http://localhost/')).toMatchObject({ entry: 'http://localhost:3001/remoteEntry.js?t=1' });
  expect(runtimeEntryOf('mfe_hpc', 'https://cdn.example/hpc/remoteEntry.js', 'http://localhost/')).toMatchObject({ entry: 'https://cdn.example/hpc/remoteEntry.js' });
});
