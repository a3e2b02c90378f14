import { remoteForHref } from './prefetch';

jest.mock('../layouts/lazyFrame', () => ({ preloadHpcLayout: jest.fn(() => Promise.resolve()) }));
jest.mock('./registry', () => ({
  isRemoteName: (o: string) => o.startsWith('mfe_'),
  loadLifecycles: jest.fn(() => Promise.resolve({})),
}));

describe('remoteForHref', () => {
  const base = 'http://localhost:8080/';
  it('finds the owner of a link target', () => {
    expect(remoteForHref('/vip/lounge', base)).toBe('mfe_vip');
    expect(remoteForHref('/product/12?x=1', base)).toBe('mfe_shop');
    expect(remoteForHref('http://localhost:8080/hpc', base)).toBe('mfe_hpc');
  });
  it('ignores shell pages, unknown paths and other origins', () => {
    expect(remoteForHref('/faq', base)).toBeNull();
    expect(remoteForHref('/nope', base)).toBeNull();
    expect(remoteForHref('https://example.com/vip', base)).toBeNull();
  });
});

describe('installPrefetch', () => {
  it('loads the remote of a hovered or focused link once per intent', async () => {
    const { installPrefetch } = await import('./prefetch');
    const { loadLifecycles } = jest.requireMock('./registry') as { loadLifecycles: jest.Mock };
    document.body.innerHTML = '<a href="/shop/item"><span>아이템</span></a><a href="/faq">FAQ</a>';
    const off = installPrefetch(document);
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    (document.querySelectorAll('a')[1] as HTMLElement).dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(loadLifecycles.mock.calls).toEqual([['mfe_shop']]);
    loadLifecycles.mockClear();
    off();
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadLifecycles).toHaveBeenCalledTimes(0);
  });

  it('and the chunk of the page the link opens (a remote built before 1.19.0 has no preload: its code only)', async () => {
    const { installPrefetch } = await import('./prefetch');
    const { loadLifecycles } = jest.requireMock('./registry') as { loadLifecycles: jest.Mock };
    const preload = jest.fn();
    loadLifecycles.mockResolvedValueOnce({ preload }).mockResolvedValueOnce({});
    document.body.innerHTML = '<a href="/product/12?from=best">상품</a><a href="/vip/home">VIP</a>';
    const off = installPrefetch(document);
    const [product, vip] = Array.from(document.querySelectorAll('a'));
    product!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    vip!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(preload.mock.calls).toEqual([['/product/12']]);
    off();
  });

  it("also brings the championship's own frame for a link into it (a move there keeps the open page until the frame is in)", async () => {
    const { installPrefetch } = await import('./prefetch');
    const { preloadHpcLayout } = jest.requireMock('../layouts/lazyFrame') as { preloadHpcLayout: jest.Mock };
    document.body.innerHTML = '<a href="/hpc">챔피언십</a><a href="/vip">VIP</a>';
    const off = installPrefetch(document);
    const [hpc, vip] = Array.from(document.querySelectorAll('a'));
    vip!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(preloadHpcLayout).not.toHaveBeenCalled();
    hpc!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadHpcLayout).toHaveBeenCalledTimes(1);
    off();
  });
});
