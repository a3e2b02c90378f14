import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled, { ThemeProvider } from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Paging, pagingGroup } from './Paging';
import { Tabs } from './Tabs';
import { MoneyText } from './MoneyText';
import { ErrorState } from './ErrorState';
import { EmptyState } from './EmptyState';
import { Table } from './Table';
import { AreaProviders } from './AreaProviders';
import { theme, upTo } from './theme';
import { contrastRatio } from '../testing/contrast';
import { queryClient } from '../api/queryClient';

const wrap = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('theme contrast (WCAG AA)', () => {
  const c = theme.colors;
  it.each([
    ['text', c.text, c.background],
    ['textSecondary', c.textSecondary, c.background],
    ['textSecondary on muted', c.textSecondary, c.surfaceMuted],
    ['onPrimary', c.onPrimary, c.primary],
    ['onPrimary hover', c.onPrimary, c.primaryHover],
    ['onSecondary', c.onSecondary, c.secondary],
    ['onDanger', c.onDanger, c.danger],
    ['money', c.money, c.background],
    ['link', c.link, c.background],
    ['success', c.success, c.background],
  ])('%s ≥ 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('breakpoints', () => {
  it('one set of widths: the media conditions and the theme name the same pixels', () => {
    expect(theme.breakpoints).toEqual({ reflow: '320px', smallPhone: '480px', mobile: '768px', narrow: '900px' });
    for (const [name, width] of Object.entries(theme.breakpoints)) expect(upTo[name as keyof typeof upTo]).toBe(`@media (max-width: ${width})`);
  });

  it('a styled rule written with upTo gets its @media block', () => {
    const Narrowing = styled.div`
      padding: 20px;
      ${upTo.mobile} {
        padding: 8px;
      }
    `;
    wrap(<Narrowing>내용</Narrowing>);
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('');
    expect(css).toMatch(/@media \(max-width: ?768px\)\{\.[\w-]+\{padding:8px;\}\}/);
  });
});

describe('Paging', () => {
  it('is zero-based: shows page+1 and reports zero-based pages', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    wrap(<Paging page={0} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '1 페이지' }).getAttribute('aria-current')).toBe('page');
    const previous = screen.getByRole('button', { name: '이전 페이지' });
    // aria-disabled, not disabled: pressed on the way to the last page, it keeps the focus
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('the ‹ › that reaches the last page keeps the focus (QA: a disabled one dropped it to the page)', async () => {
    const user = userEvent.setup();
    const { rerender } = wrap(<Paging page={1} totalPages={3} onChange={jest.fn()} />);
    const next = screen.getByRole('button', { name: '다음 페이지' });
    next.focus();
    await user.keyboard('{Enter}');
    rerender(<ThemeProvider theme={theme}><Paging page={2} totalPages={3} onChange={jest.fn()} /></ThemeProvider>);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
  });
  it('groups pages by ten', () => {
    expect(pagingGroup(12, 25)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pagingGroup(24, 25)).toEqual([20, 21, 22, 23, 24]);
    expect(pagingGroup(0, 0)).toEqual([]);
  });
});

describe('Tabs', () => {
  it('moves with arrow keys and has one tab stop', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    wrap(
      <Tabs aria-label="상점" items={[{ key: 'a', label: '아바타' }, { key: 'b', label: '아이템' }]} value="a" onChange={onChange}>
        내용
      </Tabs>,
    );
    const first = screen.getByRole('tab', { name: '아바타' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '아이템' }).getAttribute('tabindex')).toBe('-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tabpanel').textContent).toContain('내용');
  });
  it('scrolls the tab an arrow key moves to into the list (zoomed in, it may be past the edge)', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      wrap(<Tabs aria-label="게임" items={[{ key: 'a', label: '7포커' }, { key: 'b', label: '로우바둑이' }, { key: 'c', label: '훌라' }]} value="a" onChange={jest.fn()} />);
      screen.getByRole('tab', { name: '7포커' }).focus();
      await user.keyboard('{End}');
      expect(scrolled).toEqual([screen.getByRole('tab', { name: '훌라' })]);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

describe('MoneyText / ErrorState / EmptyState / Table', () => {
  it('shows money in Korean units with the exact amount as title', () => {
    wrap(<MoneyText value="400000000000000" suffix="원" />);
    const el = screen.getByText('400조원');
    expect(el.getAttribute('title')).toBe('400,000,000,000,000원');
  });
  it('ErrorState shows the message and 다시 시도', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    wrap(<ErrorState error={new Error('네트워크 연결을 확인해 주세요.')} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('네트워크 연결을 확인해 주세요.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(retry).toHaveBeenCalled();
  });
  it('다시 시도 gives way to what it loaded: its focus goes to the heading of its area, not <body> (QA)', async () => {
    const user = userEvent.setup();
    function Area({ failed, retry }: { failed: boolean; retry: () => void }) {
      return (
        <section>
          <h2>TOP 100</h2>
          {failed ? <ErrorState error={new Error('요청을 처리하지 못했습니다.')} onRetry={retry} /> : <p>1위 한판고수</p>}
        </section>
      );
    }
    const view = wrap(<Area failed retry={() => undefined} />);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    view.rerender(
      <ThemeProvider theme={theme}>
        <Area failed={false} retry={() => undefined} />
      </ThemeProvider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'TOP 100' }));
  });
  it('EmptyState default text and Table empty rows', () => {
    wrap(<EmptyState />);
    expect(screen.getByText('내역이 없습니다.')).toBeTruthy();
    wrap(<Table caption="내역" columns={[{ key: 'a', header: 'A' }]} rows={[] as { a: string }[]} rowKey={(r) => r.a} emptyMessage="없어요" />);
    expect(screen.getByText('없어요')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeTruthy();
    // below the table, not in a row spanning it: a table wider than a phone would centre it off screen
    expect(screen.getByRole('table').contains(screen.getByText('없어요'))).toBe(false);
  });
  it("Table: stale rows (the page before's, while the next loads) are busy and out of reach; fresh ones are not", () => {
    const table = (stale: boolean) => (
      <ThemeProvider theme={theme}>
        <Table caption="이용권 목록" columns={[{ key: 'name', header: '이용권', render: (r: { name: string }) => <button type="button">{r.name} 사용</button> }]} rows={[{ name: 'V-Plus 1일' }]} rowKey={(r) => r.name} stale={stale} />
      </ThemeProvider>
    );
    const view = render(table(true));
    const box = screen.getByRole('table').parentElement as HTMLElement;
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.hasAttribute('inert')).toBe(true);
    expect(box.hasAttribute('data-stale')).toBe(true);
    view.rerender(table(false));
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(box.hasAttribute('inert')).toBe(false);
    expect(box.hasAttribute('data-stale')).toBe(false);
    expect(screen.getByRole('button', { name: 'V-Plus 1일 사용' })).toBeTruthy();
  });
  it('Table: a column with minWidth keeps that width before the table scrolls; others take no minimum', () => {
    wrap(
      <Table
        caption="결제 내역"
        columns={[
          { key: 'name', header: '상품', minWidth: '9em' },
          { key: 'amount', header: '금액' },
        ]}
        rows={[{ name: 'W-Plus(으)로 멤버십 변경', amount: '19,800원' }]}
        rowKey={(r) => r.name}
      />,
    );
    expect(screen.getByRole('columnheader', { name: '상품' }).style.minWidth).toBe('9em');
    expect(screen.getByRole('columnheader', { name: '금액' }).style.minWidth).toBe('');
    expect(screen.getByRole('cell', { name: 'W-Plus(으)로 멤버십 변경' })).toBeTruthy();
  });
  it('Table: while its columns are wider than the box, the box is a named tab stop (keyboard scrolling); when they fit, none', () => {
    // jsdom lays nothing out: widths and ResizeObserver are stand-ins
    const callbacks: Array<() => void> = [];
    const resized = () => callbacks.forEach((cb) => cb());
    const observed: Element[] = [];
    const widths = { scroll: 300, client: 300 };
    const restore = [
      // on PC the box scrolls (the mobile site's tables scroll themselves)
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'DIV' ? widths.scroll : widths.client;
      }),
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client),
    ];
    globalThis.ResizeObserver = class {
      constructor(cb: () => void) {
        callbacks.push(cb);
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      wrap(<Table caption="결제 내역" columns={[{ key: 'a', header: '상품' }]} rows={[{ a: 'V-Plus' }]} rowKey={(r) => r.a} />);
      const table = screen.getByRole('table');
      expect(table.parentElement!.getAttribute('tabindex')).toBeNull();
      expect(screen.queryByRole('region')).toBeNull();
      // the box observes its table too: rows arriving change the answer
      expect(observed).toContain(table);
      widths.scroll = 480;
      act(() => resized());
      expect(screen.getByRole('region', { name: '결제 내역' }).getAttribute('tabindex')).toBe('0');
      expect(table.getAttribute('tabindex')).toBeNull();
      widths.scroll = 300;
      act(() => resized());
      expect(screen.queryByRole('region')).toBeNull();
    } finally {
      restore.forEach((r) => r.mockRestore());
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });
});

describe('AreaProviders', () => {
  it('provides the shared QueryClient and theme', () => {
    let seen: unknown = null;
    function Probe() {
      seen = useQueryClient();
      return null;
    }
    render(
      <AreaProviders>
        <Probe />
      </AreaProviders>,
    );
    expect(seen).toBe(queryClient);
  });
});
