import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderRoutedHpc } from '../../../testing/renderHpc';
import { rankEntries, rankList } from '../../../testing/hpcFixtures';
import { RankingBoard } from './RankingBoard';

const api = installFakeApi();
afterAll(() => api.restore());

function renderBoard(url = '/hpc/history/2') {
  return renderRoutedHpc(url, <RankingBoard championshipId={2} />);
}

describe('RankingBoard', () => {
  beforeEach(() => {
    api.calls.length = 0;
    api.respond((req) => {
      const p = req.params as { page?: number; nickname?: string };
      if (p.nickname === '없는사람') return { body: rankList([], { totalElements: 0, totalPages: 0 }) };
      if (p.nickname) return { body: rankList([{ rank: 1, nickname: '제트플러스왕', score: '100000000000', prize: '10000000000000', gameId: 'poker7' }]) };
      const page = p.page ?? 0;
      return { body: rankList(rankEntries(20, page * 20 + 1), { page, size: 20, totalElements: 100, totalPages: 5 }) };
    });
  });

  it('lists the TOP 100 a page at a time (zero-based pages)', async () => {
    renderBoard();
    expect(await screen.findByText('플레이어001')).toBeTruthy();
    expect(api.calls[0]!.url).toBe('/api/hpc/rank/top100');
    expect(api.calls[0]!.params).toMatchObject({ championshipId: 2, page: 0, size: 20 });
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('플레이어021')).toBeTruthy();
    expect(api.calls.at(-1)!.params).toMatchObject({ page: 1 });
  });

  it('keeps each amount on one line (at 375 px the table scrolls sideways rather than break 985억 3,800만)', async () => {
    renderBoard();
    await screen.findByText('플레이어001');
    // 점수 and 상금 of every row (the first three won a prize)
    const amounts = screen.getAllByRole('row').slice(1).flatMap((row) => [...row.querySelectorAll('td:nth-child(3) > span, td:nth-child(4) > span')]);
    expect(amounts).toHaveLength(23);
    for (const a of amounts) expect(getComputedStyle(a).whiteSpace).toBe('nowrap');
  });

  it('searches by nickname from the first page and says when nobody matches', async () => {
    renderBoard();
    await screen.findByText('플레이어001');
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await screen.findByText('플레이어021');
    fireEvent.change(screen.getByRole('searchbox', { name: '닉네임 검색' }), { target: { value: ' 제트 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('제트플러스왕')).toBeTruthy();
    expect(api.calls.at(-1)!.params).toMatchObject({ nickname: '제트', page: 0 });
    fireEvent.change(screen.getByRole('searchbox', { name: '닉네임 검색' }), { target: { value: '없는사람' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText(/'없는사람' 닉네임이 순위에 없습니다/)).toBeTruthy();
  });

  it('says how many a nickname search found, in a polite status region, once it has answered; the focus stays in the box', async () => {
    renderBoard();
    await screen.findByText('플레이어001');
    const status = screen.getByTestId('ranking-search-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    const box = screen.getByRole('searchbox', { name: '닉네임 검색' });
    box.focus();
    fireEvent.change(box, { target: { value: '제트' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    // the TOP 100 is still on screen while the search runs: nothing said yet
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status.textContent).toBe("'제트' 검색 결과 1명"));
    fireEvent.change(box, { target: { value: '없는사람' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(status.textContent).toBe("'없는사람'에 대한 검색 결과가 없습니다."));
    expect(document.activeElement).toBe(box);
  });

  it('switches to the miracle shield and bonus rankings', async () => {
    renderBoard();
    await screen.findByText('플레이어001');
    fireEvent.click(screen.getByRole('tab', { name: '미라클 실드' }));
    await waitFor(() => expect(api.calls.at(-1)!.url).toBe('/api/hpc/rank/miracle-shield'));
    fireEvent.click(screen.getByRole('tab', { name: '보너스 랭킹' }));
    await waitFor(() => expect(api.calls.at(-1)!.url).toBe('/api/hpc/rank/bonus-rankings'));
  });

  it('shows the error with 다시 시도', async () => {
    api.respond(() => ({ status: 500, message: '일시적인 오류가 발생했습니다.' }));
    renderBoard();
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('draws the tab, page and nickname of the address (a reload, a shared link)', async () => {
    renderBoard('/hpc/history/2?board=miracle-shield&page=2&nickname=%EC%A0%9C%ED%8A%B8');
    expect(await screen.findByText('제트플러스왕')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '미라클 실드' }).getAttribute('aria-selected')).toBe('true');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe('/api/hpc/rank/miracle-shield');
    expect(api.calls[0]!.params).toMatchObject({ championshipId: 2, page: 1, nickname: '제트' });
    expect((screen.getByRole('searchbox', { name: '닉네임 검색' }) as HTMLInputElement).value).toBe('제트');
  });

  it('keeps tab, page and a submitted search in the address; Back returns through them', async () => {
    const { history } = renderBoard('/hpc/history/2?endedPage=2');
    await screen.findByText('플레이어001');
    fireEvent.click(screen.getByRole('tab', { name: '미라클 실드' }));
    expect(history.url()).toBe('/hpc/history/2?endedPage=2&board=miracle-shield');
    fireEvent.click(await screen.findByRole('button', { name: '3 페이지' }));
    expect(history.url()).toBe('/hpc/history/2?endedPage=2&board=miracle-shield&page=3');
    expect(await screen.findByText('플레이어041')).toBeTruthy();
    expect(api.calls.at(-1)!.params).toMatchObject({ page: 2 });
    // typing is not navigation: only the submitted search changes the address (from the first page)
    fireEvent.change(screen.getByRole('searchbox', { name: '닉네임 검색' }), { target: { value: ' 제트 ' } });
    expect(history.url()).toBe('/hpc/history/2?endedPage=2&board=miracle-shield&page=3');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(history.url()).toBe('/hpc/history/2?endedPage=2&board=miracle-shield&nickname=%EC%A0%9C%ED%8A%B8');
    expect(await screen.findByText('제트플러스왕')).toBeTruthy();
    // the open tab clicked again is no step
    fireEvent.click(screen.getByRole('tab', { name: '미라클 실드' }));
    expect(history.entries).toHaveLength(4);
    // Back: page 3 without the search, and the input follows the address
    history.back();
    expect(await screen.findByText('플레이어041')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '닉네임 검색' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '3 페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads invalid or hostile values as the defaults', async () => {
    const long = 'ㄱ'.repeat(300);
    for (const url of [
      `/hpc/history/2?board=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-1&nickname=${encodeURIComponent(long)}`,
      '/hpc/history/2?board=TOP100&page=abc&nickname=%20%01%20',
      '/hpc/history/2?page=0&page=1.5&nickname=',
      '/hpc/history/2?page=99999999999999999999',
    ]) {
      api.calls.length = 0;
      const view = renderBoard(url);
      await waitFor(() => expect(api.calls).toHaveLength(1));
      expect(api.calls[0]!.url).toBe('/api/hpc/rank/top100');
      expect(api.calls[0]!.params).toMatchObject({ page: 0 });
      const nickname = (api.calls[0]!.params as { nickname?: string }).nickname;
      expect(nickname === undefined || nickname === 'ㄱ'.repeat(20)).toBe(true);
      expect(screen.getByRole('tab', { name: 'TOP 100' }).getAttribute('aria-selected')).toBe('true');
      view.unmount();
    }
  });

  it('a page past the last one says so and offers the last page (in place of the address)', async () => {
    const { history } = renderBoard('/hpc/history/2?page=9');
    api.respond((req) => {
      const page = (req.params as { page?: number }).page ?? 0;
      return { body: rankList(page < 5 ? rankEntries(20, page * 20 + 1) : [], { page, size: 20, totalElements: 100, totalPages: 5 }) };
    });
    expect(await screen.findByText('9 페이지에는 순위가 없습니다. 마지막 페이지는 5 페이지입니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지 보기' }));
    expect(await screen.findByText('플레이어081')).toBeTruthy();
    expect(history.entries).toEqual(['/hpc/history/2?page=5']);
  });
});
