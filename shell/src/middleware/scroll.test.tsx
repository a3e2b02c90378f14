import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from '@hanpan/platform';
import { createScrollKeeper, keyPageLoadEntry, RESTORE_WAIT_MS } from './scroll';

/** A window whose page height the test controls; scrollTo clamps like a browser. */
function fakeWindow(innerHeight = 800, storage = new Map<string, string>()) {
  const target = new EventTarget();
  const win = {
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    scrollY: 0,
    innerHeight,
    history: { scrollRestoration: 'auto' },
    document: { documentElement: { scrollHeight: innerHeight } },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    scrollTo(_x: number, y: number) {
      win.scrollY = Math.max(0, Math.min(y, win.document.documentElement.scrollHeight - win.innerHeight));
      target.dispatchEvent(new Event('scroll'));
    },
  };
  return win;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('scroll keeper', () => {
  it('scrolling to the top reads no layout (the page height only matters for a position to restore)', () => {
    const win = fakeWindow();
    const read = jest.fn(() => 3000);
    Object.defineProperty(win.document.documentElement, 'scrollHeight', { get: read });
    win.scrollTo = (_x: number, y: number) => void (win.scrollY = y); // the browser's own clamp is not the keeper's read
    const keeper = createScrollKeeper(win as unknown as Window);
    expect(keeper.track('a')).toBeNull();
    keeper.scrollTo(0);
    expect(read).not.toHaveBeenCalled();
    expect(keeper.saved('a')).toBe(0);
    expect(keeper.track('b')).toBe('a');
    keeper.scrollTo(1200);
    expect(read).toHaveBeenCalled();
    keeper.dispose();
  });

  it('records the position per history entry and takes over from the browser', () => {
    const win = fakeWindow();
    const keeper = createScrollKeeper(win as unknown as Window);
    expect(win.history.scrollRestoration).toBe('manual');
    win.document.documentElement.scrollHeight = 3000;
    keeper.track('a');
    win.scrollTo(0, 1200);
    keeper.track('b');
    win.scrollTo(0, 0);
    expect(keeper.saved('a')).toBe(1200);
    expect(keeper.saved('b')).toBe(0);
    keeper.dispose();
  });

  it('a loading page under the next URL does not overwrite the left entry (the clamp is not the reader)', () => {
    const win = fakeWindow() as ReturnType<typeof fakeWindow> & { history: { state?: unknown } };
    const keeper = createScrollKeeper(win as unknown as Window);
    win.document.documentElement.scrollHeight = 3000;
    win.history.state = { usr: null, key: 'shop', idx: 0 }; // the page load's entry (keyPageLoadEntry)
    keeper.track('shop');
    win.scrollTo(0, 1800);
    // a link pushes the product's entry; its page is still loading (short) before the shell tracks it
    win.history.state = { usr: null, key: 'product', idx: 1 };
    win.document.documentElement.scrollHeight = 1069;
    win.scrollTo(0, win.scrollY); // the browser clamps to 269
    expect(win.scrollY).toBe(269);
    keeper.track('product');
    expect(keeper.saved('shop')).toBe(1800);
    keeper.dispose();
  });

  it('restores when the remote and its data arrive late (6 s), not only within 1.5 s', () => {
    const win = fakeWindow();
    const keeper = createScrollKeeper(win as unknown as Window);
    keeper.track('shop');
    keeper.scrollTo(1500);
    expect(win.scrollY).toBe(0); // the page is a skeleton: too short
    jest.advanceTimersByTime(3000);
    win.document.documentElement.scrollHeight = 1200; // the remote mounted, data still loading
    jest.advanceTimersByTime(3000);
    expect(win.scrollY).toBe(400);
    win.document.documentElement.scrollHeight = 4000; // the products arrived
    jest.advanceTimersByTime(200);
    expect(win.scrollY).toBe(1500);
    // done: the clamped positions seen while waiting did not overwrite the entry
    expect(keeper.saved('shop')).toBe(1500);
    keeper.dispose();
  });

  it('gives up after the bound, and never fights the reader', () => {
    const win = fakeWindow();
    const keeper = createScrollKeeper(win as unknown as Window);
    const spy = jest.spyOn(win, 'scrollTo');
    keeper.scrollTo(1500);
    jest.advanceTimersByTime(RESTORE_WAIT_MS + 500);
    const calls = spy.mock.calls.length;
    win.document.documentElement.scrollHeight = 4000;
    jest.advanceTimersByTime(1000);
    expect(spy.mock.calls.length).toBe(calls); // stopped

    keeper.scrollTo(3000);
    win.document.documentElement.scrollHeight = 2000;
    win.dispatchEvent(new Event('touchstart')); // the reader takes over
    const afterTouch = spy.mock.calls.length;
    win.document.documentElement.scrollHeight = 5000;
    jest.advanceTimersByTime(2000);
    expect(spy.mock.calls.length).toBe(afterTouch);
    keeper.dispose();
  });

  it('positions outlive a page load (back to an entry after a reload)', () => {
    const storage = new Map<string, string>();
    const first = fakeWindow(800, storage);
    const keeper = createScrollKeeper(first as unknown as Window);
    first.document.documentElement.scrollHeight = 3000;
    keeper.track('shop');
    first.scrollTo(0, 1700);
    keeper.track('product'); // leaving the shop entry keeps it
    keeper.dispose();
    const reloaded = fakeWindow(800, storage);
    const next = createScrollKeeper(reloaded as unknown as Window);
    expect(next.saved('shop')).toBe(1700);
    // broken storage content is ignored
    storage.set('hanpan:scroll', '{"x":');
    expect(createScrollKeeper(fakeWindow(800, storage) as unknown as Window).saved('shop')).toBeUndefined();
  });

  it('a new navigation replaces a pending restore; y = 0 needs no waiting', () => {
    const win = fakeWindow();
    const keeper = createScrollKeeper(win as unknown as Window);
    keeper.scrollTo(2000);
    keeper.scrollTo(0);
    win.document.documentElement.scrollHeight = 5000;
    jest.advanceTimersByTime(1000);
    expect(win.scrollY).toBe(0);
    keeper.dispose();
  });
});

describe('keyPageLoadEntry', () => {
  function LocationKey() {
    return <p data-testid="key">{useLocation().key}</p>;
  }

  it('a page load gets a key of its own, which the router reads (not its shared "default"); a keyed entry keeps its key', () => {
    window.history.replaceState(null, '');
    keyPageLoadEntry(window, 'load-1');
    const { unmount } = render(
      <BrowserRouter>
        <LocationKey />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('key').textContent).toBe('load-1');
    unmount();
    // a reload or a Back to this entry: history.state survives, and so does the key
    keyPageLoadEntry(window, 'load-2');
    expect((window.history.state as { key: string }).key).toBe('load-1');
  });
});
