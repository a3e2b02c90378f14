// A page whose first screen the server rendered: that markup stays (inert) until the remote's
// parcel, mounted off the document, shows no loading skeleton; then the parcel takes its place.
jest.mock('./registry', () => ({
  loadLifecycles: jest.fn(),
  remoteVersion: jest.fn(() => '1.0.0-b1'),
  retryRemote: jest.fn(async () => undefined),
  subscribeRemotes: () => () => undefined,
}));
import { act, render } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import { Router, type Navigator, type PageInfo } from '@hanpan/platform';
import { loadLifecycles, remoteVersion } from './registry';
import { RemoteParcel } from './RemoteParcel';
import { setServerRemotePage, type ServerRemotePage } from './serverRemotePage';

const navigator: Navigator = { createHref: String, go: jest.fn(), push: jest.fn(), replace: jest.fn() };
const pageInfo: PageInfo = { path: '/plus', parentPath: '/', title: '플러스', subTitle: '', name: 'plus', type: 'pc' };

/** A parcel that shows a skeleton first, then its page once `finish` is called. */
function fakeParcel() {
  let finish: () => void = () => undefined;
  const config: ParcelConfigObject = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const element = (props as unknown as { domElement: HTMLElement }).domElement;
      element.innerHTML = '<div aria-busy="true">불러오는 중</div>';
      finish = () => {
        element.innerHTML = '<h3 data-remote-root="mfe_plus">V-Plus</h3>';
      };
    },
    unmount: async () => undefined,
  };
  return { config, finish: () => finish() };
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function renderPlus() {
  return render(
    <Router location="/plus" navigator={navigator}>
      <RemoteParcel remote="mfe_plus" pageInfo={pageInfo} />
    </Router>,
  );
}

describe('RemoteParcel on a server-rendered page', () => {
  let page: ServerRemotePage;
  beforeEach(() => {
    page = { remote: 'mfe_plus', version: '1.0.0-b1', html: '<h3>서버의 V-Plus</h3>' };
    setServerRemotePage(page);
    document.head.innerHTML = '<style data-remote-ssr-styles="mfe_plus">h3{}</style>';
  });
  afterEach(() => setServerRemotePage(null));

  it('keeps the server markup until the parcel settled, then shows the parcel in its place', async () => {
    const parcel = fakeParcel();
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.config);
    const { container } = renderPlus();
    const server = () => container.querySelector('[data-remote-ssr="mfe_plus"]');
    expect(server()?.textContent).toBe('서버의 V-Plus');
    expect(server()?.hasAttribute('inert')).toBe(true);
    await flush();
    // mounted, but still loading: off the document, the server markup on screen
    expect(server()).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).not.toBeNull();
    await act(async () => parcel.finish());
    await flush();
    expect(server()).toBeNull();
    expect(container.querySelector('[data-remote="mfe_plus"] [data-remote-root="mfe_plus"]')?.textContent).toBe('V-Plus');
    expect(container.querySelectorAll('h3')).toHaveLength(1);
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).toBeNull();
  });

  it('another build than the server rendered (a team override): the server markup goes as soon as the remote loads', async () => {
    jest.mocked(remoteVersion).mockReturnValue('override');
    const parcel = fakeParcel();
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.config);
    const { container } = renderPlus();
    expect(container.querySelector('[data-remote-ssr]')).not.toBeNull();
    await flush();
    expect(container.querySelector('[data-remote-ssr]')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    jest.mocked(remoteVersion).mockReturnValue('1.0.0-b1');
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
    jest.mocked(loadLifecycles).mockResolvedValue(parcel.config);
    const { container } = renderPlus();
    expect(container.querySelector('[data-testid="remote-loading"]')).not.toBeNull();
    await flush();
    expect(container.querySelector('[data-remote="mfe_plus"] > .remote-parcel [aria-busy="true"]')).not.toBeNull();
  });
});
