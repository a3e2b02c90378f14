// A page whose first screen the server rendered: that markup stays while the remote loads,
// and the parcel mounts on it (the remote hydrates those elements); another build renders anew.
jest.mock('./registry', () => ({
  loadLifecycles: jest.fn(),
  remoteVersion: jest.fn(() => '1.0.0-b1'),
  retryRemote: jest.fn(async () => undefined),
  subscribeRemotes: () => () => undefined,
}));
import { act, render } from '@testing-library/react';
import { hanpanStore, Router, type Navigator, type PageInfo, type RemoteLifecycles } from '@hanpan/platform';
import { loadLifecycles, remoteVersion, retryRemote } from './registry';
import { RemoteParcel } from './RemoteParcel';
import { setServerRemotePage, type ServerRemotePage } from './serverRemotePage';

const navigator: Navigator = { createHref: String, go: jest.fn(), push: jest.fn(), replace: jest.fn() };
const pageInfo: PageInfo = { path: '/plus', parentPath: '/', title: '플러스', subTitle: '', name: 'plus', type: 'pc' };

/** A parcel whose mount 'hydrates' what its element holds (marks it live), or renders into an empty one. */
function fakeParcel() {
  const seen = { element: null as HTMLElement | null, markup: null as string | null, names: [] as string[], updates: 0, unmounted: [] as string[] };
  const lifecycles: RemoteLifecycles = {
    bootstrap: async () => undefined,
    mount: async ({ domElement: element, name }) => {
      seen.element = element;
      seen.names.push(name);
      seen.markup = element.innerHTML;
      const heading = element.querySelector('h3');
      if (heading) heading.dataset.remoteRoot = 'mfe_plus';
      else element.innerHTML = '<h3 data-remote-root="mfe_plus">V-Plus</h3>';
    },
    update: async ({ name }) => {
      expect(name).toBe(seen.names.at(-1));
      seen.updates += 1;
    },
    unmount: async ({ name }) => {
      seen.unmounted.push(name);
    },
  };
  return { lifecycles, seen };
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function renderPlus(location = '/plus') {
  return render(
    <Router location={location} navigator={navigator}>
      <RemoteParcel remote="mfe_plus" pageInfo={pageInfo} />
    </Router>,
  );
}

describe('RemoteParcel on a server-rendered page', () => {
  let page: ServerRemotePage;
  beforeEach(() => {
    page = { remote: 'mfe_plus', version: '1.0.0-b1', html: '<h3>서버의 V-Plus</h3>', address: '/plus' };
    setServerRemotePage(page);
    document.head.innerHTML = '<style data-remote-ssr-styles="mfe_plus">h3{}</style>';
  });
  afterEach(() => setServerRemotePage(null));

  it('keeps the server markup while the remote loads, then the parcel hydrates those very elements', async () => {
    let resolve: (config: RemoteLifecycles) => void = () => undefined;
    jest.mocked(loadLifecycles).mockReturnValue(new Promise((r) => (resolve = r)));
    const parcel = fakeParcel();
    const { container } = renderPlus();
    const server = () => container.querySelector('[data-remote-ssr="mfe_plus"]');
    const heading = container.querySelector('h3');
    expect(heading?.textContent).toBe('서버의 V-Plus');
    await flush();
    expect(server()).not.toBeNull();
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).not.toBeNull();
    await act(async () => resolve(parcel.lifecycles));
    await flush();
    // mounted on the server's element, with its markup in it
    expect(parcel.seen.element?.classList.contains('remote-parcel')).toBe(true);
    expect(parcel.seen.markup).toBe('<h3>서버의 V-Plus</h3>');
    // live: the same heading element, no longer marked as the server's
    expect(container.querySelectorAll('h3')).toHaveLength(1);
    expect(container.querySelector('[data-remote="mfe_plus"] [data-remote-root="mfe_plus"]')).toBe(heading);
    expect(server()).toBeNull();
    // (the server's styles are the remote root's to remove, once all of its page has hydrated)
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).not.toBeNull();
  });

  it('another build than the server rendered (a team override): the server markup goes as soon as the remote loads', async () => {
    jest.mocked(remoteVersion).mockReturnValue('override');
    const parcel = fakeParcel();
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.lifecycles);
    const { container } = renderPlus();
    expect(container.querySelector('[data-remote-ssr]')).not.toBeNull();
    await flush();
    expect(container.querySelector('[data-remote-ssr]')).toBeNull();
    // rendered anew in an empty element
    expect(parcel.seen.markup).toBe('');
    expect(container.querySelector('h3')?.textContent).toBe('V-Plus');
    jest.mocked(remoteVersion).mockReturnValue('1.0.0-b1');
  });

  it('another page of the area opened before the remote arrived: the server markup goes, the parcel renders that page anew', async () => {
    let resolve: (config: RemoteLifecycles) => void = () => undefined;
    jest.mocked(loadLifecycles).mockReturnValue(new Promise((r) => (resolve = r)));
    const parcel = fakeParcel();
    const { container, rerender } = renderPlus();
    rerender(
      <Router location="/plus/guide" navigator={navigator}>
        <RemoteParcel remote="mfe_plus" pageInfo={pageInfo} />
      </Router>,
    );
    await flush();
    expect(container.querySelector('[data-remote-ssr]')).toBeNull();
    expect(container.querySelector('[data-testid="remote-loading"]')).not.toBeNull();
    await act(async () => resolve(parcel.lifecycles));
    await flush();
    expect(parcel.seen.markup).toBe('');
  });

  it('a remote that fails to load: the Korean fallback replaces the server markup', async () => {
    jest.mocked(loadLifecycles).mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, findByRole } = renderPlus();
    expect(await findByRole('button', { name: /다시 시도/ })).toBeTruthy();
    expect(container.querySelector('[data-remote-ssr]')).toBeNull();
  });

  it('a later page of the area (no server markup) mounts the parcel in place as before', async () => {
    setServerRemotePage(null);
    const parcel = fakeParcel();
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.lifecycles);
    const { container } = renderPlus();
    expect(container.querySelector('[data-testid="remote-loading"]')).not.toBeNull();
    await flush();
    expect(container.querySelector('[data-remote="mfe_plus"] > .remote-parcel > [data-remote-root="mfe_plus"]')).not.toBeNull();
  });

  it('a parcel mounted later for another page of the remote (another layout: 통장 popup → 통장 내역) never takes the server markup', async () => {
    const parcel = fakeParcel();
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.lifecycles);
    const { container } = renderPlus('/plus/me/money-history');
    expect(container.querySelector('[data-remote-ssr]')).toBeNull();
    await flush();
    // mounted into an empty element (a hydration of the server's other page was React error #418)
    expect(parcel.seen.markup).toBe('');
    expect(container.querySelector('[data-remote-root="mfe_plus"]')?.textContent).toBe('V-Plus');
  });

  it('the mounted parcel follows the navigation through updates, and is unmounted with the page', async () => {
    setServerRemotePage(null);
    const parcel = fakeParcel();
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.lifecycles);
    const { rerender, unmount } = renderPlus();
    await flush();
    expect(parcel.seen.updates).toBe(0);
    rerender(
      <Router location="/plus/guide" navigator={navigator}>
        <RemoteParcel remote="mfe_plus" pageInfo={pageInfo} />
      </Router>,
    );
    await flush();
    expect(parcel.seen.updates).toBe(1);
    expect(parcel.seen.unmounted).toEqual([]);
    unmount();
    await flush();
    expect(parcel.seen.unmounted).toEqual(parcel.seen.names);
  });

  describe('a failure is not for good', () => {
    beforeEach(() => {
      setServerRemotePage(null);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      jest.mocked(retryRemote).mockClear();
      jest.mocked(loadLifecycles).mockClear();
    });
    afterEach(() => act(() => hanpanStore.getState().setOnline(true)));

    const at = (location: string) => (
      <Router location={location} navigator={navigator}>
        <RemoteParcel remote="mfe_plus" pageInfo={pageInfo} />
      </Router>
    );

    it('another page of the area tries again by itself (the fallback stays on the page that failed)', async () => {
      jest.mocked(loadLifecycles).mockRejectedValueOnce(new Error('offline'));
      const { container, findByRole, rerender } = render(at('/plus'));
      expect(await findByRole('button', { name: /다시 시도/ })).toBeTruthy();
      rerender(at('/plus'));
      await flush();
      expect(retryRemote).not.toHaveBeenCalled();
      const parcel = fakeParcel();
      jest.mocked(loadLifecycles).mockResolvedValue(parcel.lifecycles);
      rerender(at('/plus/guide'));
      await flush();
      expect(retryRemote).toHaveBeenCalledTimes(1);
      expect(container.querySelector('[data-remote-root="mfe_plus"]')?.textContent).toBe('V-Plus');
    });

    it('the connection coming back tries again on the same page; a failure while online does not loop', async () => {
      act(() => hanpanStore.getState().setOnline(false));
      jest.mocked(loadLifecycles).mockRejectedValue(new Error('offline'));
      const { container, findByRole } = render(at('/plus'));
      expect(await findByRole('button', { name: /다시 시도/ })).toBeTruthy();
      const parcel = fakeParcel();
      jest.mocked(loadLifecycles).mockResolvedValue(parcel.lifecycles);
      act(() => hanpanStore.getState().setOnline(true));
      await flush();
      expect(retryRemote).toHaveBeenCalledTimes(1);
      expect(container.querySelector('[data-remote-root="mfe_plus"]')?.textContent).toBe('V-Plus');
    });

    it("a remote's own part that cannot be fetched while it renders is told as a load failure, not a display error", async () => {
      const lifecycles: RemoteLifecycles = {
        bootstrap: async () => undefined,
        mount: async (props) => {
          const report = (props as unknown as { reportRenderError(error: unknown): void }).reportRenderError;
          report(Object.assign(new Error('Loading chunk 731 failed.'), { name: 'ChunkLoadError' }));
        },
        update: async () => undefined,
        unmount: async () => undefined,
      };
      jest.mocked(loadLifecycles).mockResolvedValue(lifecycles);
      const { findByRole, queryByText } = render(at('/plus'));
      expect(await findByRole('button', { name: /다시 시도/ })).toBeTruthy();
      expect(queryByText(/화면을 불러오지 못했습니다/)).toBeTruthy();
      expect(queryByText(/표시하는 중 오류/)).toBeNull();
    });

    it('a remote that fails again while online shows the fallback once, without trying on its own', async () => {
      jest.mocked(loadLifecycles).mockRejectedValue(new Error('down'));
      const { findByRole } = render(at('/plus'));
      expect(await findByRole('button', { name: /다시 시도/ })).toBeTruthy();
      await flush();
      await flush();
      expect(retryRemote).not.toHaveBeenCalled();
      expect(loadLifecycles).toHaveBeenCalledTimes(1);
    });
  });
});
