import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { NavLink, useNavigate } from '@hanpan/platform';
import { MemoryRouter } from '@hanpan/platform/testing';
import { useActiveNavItemInView } from './useActiveNavItemInView';

// jsdom has no layout: a 300 px menu whose entries are 100 px apart, scrolled by scrollLeft
const ENTRY = 100;
const NAV_WIDTH = 300;
const ENTRIES = ['/', '/shop', '/plus', '/vip', '/faq', '/sponsor'];

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function Menu() {
  const ref = useRef<HTMLElement>(null);
  navigate = useNavigate();
  useActiveNavItemInView(ref);
  return (
    <nav ref={ref} data-testid="menu">
      {ENTRIES.map((to, i) => (
        <NavLink key={to} to={to} end data-index={i}>
          {to}
        </NavLink>
      ))}
    </nav>
  );
}

const renderMenuAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Menu />
    </MemoryRouter>,
  );

function layOut(entries: number) {
  const rect = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 60, height: 60, x: left, y: 0, toJSON: () => ({}) });
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? entries * ENTRY : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? NAV_WIDTH : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'NAV') return rect(0, NAV_WIDTH) as DOMRect;
    const nav = this.closest('nav')!;
    return rect(Number(this.dataset.index) * ENTRY - nav.scrollLeft, ENTRY - 20) as DOMRect;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('useActiveNavItemInView', () => {
  it('scrolls an overflowing menu so the page’s entry past the right edge is in view, clear of the edge cue', () => {
    layOut(ENTRIES.length);
    renderMenuAt('/sponsor');
    const nav = screen.getByTestId('menu');
    // /sponsor spans 500–580: its right edge ends 32 px inside the 300 px menu
    expect(nav.scrollLeft).toBe(580 - NAV_WIDTH + 32);
    const entry = screen.getByText('/sponsor').getBoundingClientRect();
    expect(entry.left).toBeGreaterThanOrEqual(0);
    expect(entry.right).toBeLessThanOrEqual(NAV_WIDTH - 32);
  });

  it('scrolls back when the next page’s entry is past the left edge, and leaves an entry in view alone', () => {
    layOut(ENTRIES.length);
    renderMenuAt('/sponsor');
    const nav = screen.getByTestId('menu');
    act(() => navigate('/shop'));
    // /shop spans 100–180, it starts 32 px inside the left edge
    expect(screen.getByText('/shop').getBoundingClientRect().left).toBe(32);
    const before = nav.scrollLeft;
    act(() => navigate('/plus'));
    expect(nav.scrollLeft).toBe(before);
  });

  it('does nothing when the menu fits, or on a page with no entry of its own', () => {
    layOut(3);
    renderMenuAt('/sponsor');
    expect(screen.getByTestId('menu').scrollLeft).toBe(0);
    layOut(ENTRIES.length);
    act(() => navigate('/event'));
    expect(screen.getByTestId('menu').scrollLeft).toBe(0);
  });
});
