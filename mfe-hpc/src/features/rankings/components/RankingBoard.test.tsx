import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc } from '../../../testing/renderHpc';
import { rankEntries, rankList } from '../../../testing/hpcFixtures';
import { RankingBoard } from './RankingBoard';

const api = installFakeApi();
afterAll(() => api.restore());

function renderBoard() {
  return renderHpc(<RankingBoard championshipId={2} />);
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
});
