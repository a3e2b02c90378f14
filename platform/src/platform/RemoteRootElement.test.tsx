// The server's first screen of a remote and the browser's hydration of it: the same element, inert
// and marked as the server's until hydrated, then the live root (which the shell waits for).
import { lazy, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RemoteRootElement, RemoteSuspense } from './RemoteRootElement';

const page = (
  <RemoteRootElement remoteName="mfe_plus" buildId="b1">
    <a href="/plus/guide">플러스 안내</a>
  </RemoteRootElement>
);

/** The page with its link behind a lazy component in a RemoteSuspense boundary. */
const lazyPage = (Guide: ComponentType) => (
  <RemoteRootElement remoteName="mfe_plus">
    <RemoteSuspense fallback={<p>불러오는 중</p>}>
      <Guide />
    </RemoteSuspense>
  </RemoteRootElement>
);

describe('RemoteRootElement', () => {
  it('renders inert server markup that the browser hydrates into the live root, keeping its elements', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const server = container.firstElementChild!;
    expect(server.getAttribute('data-remote-ssr-root')).toBe('mfe_plus');
    expect(server.hasAttribute('inert')).toBe(true);
    expect(server.hasAttribute('data-remote-root')).toBe(false);
    const link = container.querySelector('a');
    const errors: unknown[] = [];
    document.head.innerHTML = '<style data-remote-ssr-styles="mfe_plus">a{}</style>';
    document.body.appendChild(container);
    render(page, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(server);
    expect(container.querySelector('a')).toBe(link);
    expect(server.getAttribute('data-remote-root')).toBe('mfe_plus');
    expect(server.getAttribute('data-remote-build')).toBe('b1');
    expect(server.hasAttribute('inert')).toBe(false);
    expect(server.hasAttribute('data-remote-ssr-root')).toBe(false);
    // its styles are the browser sheet's now: the server's copy goes
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).toBeNull();
  });

  it('is the live root at once when the browser renders the page alone', () => {
    const { container } = render(page);
    expect(container.firstElementChild?.getAttribute('data-remote-root')).toBe('mfe_plus');
    expect(container.firstElementChild?.hasAttribute('inert')).toBe(false);
  });

  it('stays inert until a boundary whose code arrives later has hydrated too (a click there would be dropped)', async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Guide = () => <a href="/plus/guide">플러스 안내</a>;
    const LazyGuide = lazy(() => code.then(() => ({ default: Guide })));
    // the server had the code (a lazy it loaded with a first pass); the browser's has not arrived yet
    const ServerGuide = lazy(async () => ({ default: Guide }));
    const serverTree = lazyPage(ServerGuide);
    renderToString(serverTree);
    await act(async () => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverTree);
    expect(container.innerHTML).toContain('<!--$--><a href="/plus/guide">');
    document.head.innerHTML = '<style data-remote-ssr-styles="mfe_plus">a{}</style>';
    document.body.appendChild(container);
    const link = container.querySelector('a');
    render(lazyPage(LazyGuide), { container, hydrate: true });
    await act(async () => undefined);
    const root = container.firstElementChild!;
    expect(root.hasAttribute('inert')).toBe(true);
    // the dehydrated boundary's elements still need the server's styles
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).not.toBeNull();
    expect(root.hasAttribute('data-remote-root')).toBe(false);
    await act(async () => arrive());
    expect(root.getAttribute('data-remote-root')).toBe('mfe_plus');
    expect(root.hasAttribute('inert')).toBe(false);
    expect(container.querySelector('a')).toBe(link);
    expect(document.head.querySelector('style[data-remote-ssr-styles]')).toBeNull();
  });
});
