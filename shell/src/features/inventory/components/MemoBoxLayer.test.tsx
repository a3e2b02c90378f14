import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore, usePersonalZone } from '@hanpan/platform';
import type { Memo } from '@hanpan/contracts';
import { MemoBoxLayer } from './MemoBoxLayer';

const memo = (id: number, isRead: boolean, title: string): Memo => ({ id, sender: '한판 운영팀', title, content: `${title} 내용`, isRead, createdAt: `2026-01-0${id}T00:00:00Z` });

function UnreadCount() {
  const zone = usePersonalZone();
  return <span data-testid="unread">{zone.data?.inventory.nonReadMemoCount}</span>;
}

let api: FakeApi;
let memos: Memo[];
let unread: number;
beforeEach(() => {
  hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
  memos = [memo(3, false, '챔피언십 신청'), memo(2, false, '정기 점검'), memo(1, true, '환영합니다')];
  unread = 2;
  api = installFakeApi((req) => {
    if (req.url === '/api/memos') return { body: { content: memos, page: 0, size: 5, totalElements: 3, totalPages: 1 } };
    const m = /^\/api\/memos\/(\d+)\/read$/.exec(req.url ?? '');
    if (m && req.method === 'put') {
      const id = Number(m[1]);
      memos = memos.map((x) => (x.id === id ? { ...x, isRead: true } : x));
      unread -= 1;
      return { body: memos.find((x) => x.id === id) };
    }
    if (req.url === '/api/contents/members/personal-zone') return { body: { inventory: { memoCount: 3, nonReadMemoCount: unread } } };
    return { status: 404 };
  });
});
afterEach(() => {
  api.restore();
  hanpanStore.getState().resetMember();
});

describe('MemoBoxLayer', () => {
  it('lists memos as the server orders them (unread first) and marks an opened one read', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // the personal zone's unread count is on the page behind the layer
    render(
      <AreaProviders client={client}>
        <UnreadCount />
        <MemoBoxLayer props={{}} resolve={() => undefined} />
      </AreaProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
    const items = await screen.findAllByTestId('memo-item');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    // the red N is drawn only: the name says '안 읽음' once, in words
    let unreadName = '';
    within(items[1]!).getByRole('button', { name: (name) => ((unreadName = name), true) });
    expect(unreadName).toMatch(/^정기 점검\s*안 읽음/);
    expect(unreadName.match(/안 읽음/g)).toHaveLength(1);
    expect(unreadName).not.toContain('N');
    expect(api.calls.find((c) => c.url === '/api/memos')!.params).toMatchObject({ page: 0, size: 5 });
    fireEvent.click(within(items[0]!).getByRole('button'));
    expect(await screen.findByTestId('memo-content')).toHaveProperty('textContent', '챔피언십 신청 내용');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/memos/3/read')).toBe(true);
    // the memo stays where it is, now read; the unread count drops without a reload
    expect(screen.getAllByTestId('memo-item')[0]!.getAttribute('data-read')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));
    // opening a read memo again does not call the server
    const puts = api.calls.filter((c) => c.method === 'put').length;
    fireEvent.click(within(screen.getAllByTestId('memo-item')[2]!).getByRole('button'));
    expect(api.calls.filter((c) => c.method === 'put').length).toBe(puts);
  });

  it('another page: the old memos are dimmed and out of reach until the next page answers', async () => {
    const page = (n: number) => Array.from({ length: 5 }, (_, i) => memo(n * 5 + i + 1, true, `쪽지 ${n * 5 + i + 1}`));
    api.respond((req) => {
      const asked = Number((req.params as { page?: number } | undefined)?.page ?? 0);
      if (req.url === '/api/memos') return { body: { content: page(asked), page: asked, size: 5, totalElements: 10, totalPages: 2 } };
      return { status: 404 };
    });
    render(
      <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoBoxLayer props={{}} resolve={() => undefined} />
      </AreaProviders>,
    );
    const list = (await screen.findAllByTestId('memo-item'))[0]!.closest('ul')!;
    expect(list.hasAttribute('inert')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('memo-item')[0]!.textContent).toContain('쪽지 6'));
    expect(list.hasAttribute('inert')).toBe(false);
    expect(list.getAttribute('aria-busy')).toBeNull();
  });

  it('after a read, another page is read again when opened (unread memos of a later page move up); the count names the whole box', async () => {
    // 7 unread over two pages: the server lists unread first
    let all = Array.from({ length: 7 }, (_, i) => memo(i + 1, false, `쪽지 ${i + 1}`));
    const order = () => [...all.filter((m) => !m.isRead), ...all.filter((m) => m.isRead)];
    api.respond((req) => {
      const asked = Number((req.params as { page?: number } | undefined)?.page ?? 0);
      if (req.url === '/api/memos') return { body: { content: order().slice(asked * 5, asked * 5 + 5), page: asked, size: 5, totalElements: 7, totalPages: 2 } };
      const m = /^\/api\/memos\/(\d+)\/read$/.exec(req.url ?? '');
      if (m) {
        all = all.map((x) => (x.id === Number(m[1]) ? { ...x, isRead: true } : x));
        return { body: all.find((x) => x.id === Number(m[1])) };
      }
      if (req.url === '/api/contents/members/personal-zone') return { body: { inventory: { memoCount: 7, nonReadMemoCount: all.filter((x) => !x.isRead).length } } };
      return { status: 404 };
    });
    // the portal's 30 s of freshness (platform queryClient): a page seen before is not read again by itself
    render(
      <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })}>
        <UnreadCount />
        <MemoBoxLayer props={{}} resolve={() => undefined} />
      </AreaProviders>,
    );
    await waitFor(() => expect(screen.getByText(/안 읽은 쪽지 7개 \(이 페이지 5개\)/)).toBeTruthy());
    // read page 1's five: they stay in place
    for (let i = 0; i < 5; i++) {
      fireEvent.click(within(screen.getAllByTestId('memo-item')[i]!).getByRole('button'));
      await waitFor(() => expect(screen.getAllByTestId('memo-item')[i]!.getAttribute('data-read')).toBe('true'));
    }
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
    expect(screen.getByText(/안 읽은 쪽지 2개 \(이 페이지 0개\)/)).toBeTruthy();
    // page 2 now holds read memos only; page 1, opened again, is read again and shows the two unread
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(screen.getAllByTestId('memo-item').every((i) => i.getAttribute('data-read') === 'true')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(screen.getAllByTestId('memo-item').slice(0, 2).map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false']));
  });

  it('empty box says what comes there', async () => {
    memos = [];
    api.respond((req) => (req.url === '/api/memos' ? { body: { content: [], page: 0, size: 5, totalElements: 0, totalPages: 0 } } : { status: 404 }));
    render(
      <AreaProviders client={new QueryClient()}>
        <MemoBoxLayer props={{}} resolve={() => undefined} />
      </AreaProviders>,
    );
    expect(await screen.findByText(/받은 쪽지가 없습니다/)).toBeTruthy();
  });
});
