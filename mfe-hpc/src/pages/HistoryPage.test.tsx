import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HpcChampionship, Page } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc, renderHpcApp } from '../testing/renderHpc';
import { App } from '../App';
import { HPC_ROUTES } from '../routes';
import { championship, hpcAnswer } from '../testing/hpcFixtures';
import { historyIdOf } from './HistoryPage';
import { matchPortalRoute } from '@hanpan/platform/routing';

const api = installFakeApi((req) => hpcAnswer(req.url, req.method));
afterAll(() => api.restore());

function renderAt(pathname: string) {
  return renderHpc(<App location={{ pathname, search: '', hash: '', state: null, key: 'k' }} navigate={jest.fn()} pageInfo={matchPortalRoute(pathname, HPC_ROUTES)!.route.pageInfo} publisher="hanpan" isMobileSite={false} />);
}

describe('history page', () => {
  beforeEach(() => {
    hanpanStore.getState().clearErrorPage();
    api.calls.length = 0;
  });

  it('reads its own id from the path', () => {
    expect(historyIdOf('/hpc/history')).toBeUndefined();
    expect(historyIdOf('/hpc/history/2')).toBe(2);
    expect(historyIdOf('/hpc/history/2147483647')).toBe(2147483647);
    for (const bad of ['/hpc/history/2147483648', '/hpc/history/abc', '/hpc/history/0', '/hpc/history/-1', '/hpc/history/1.5', '/hpc/history/01']) expect(historyIdOf(bad)).toBeNull();
  });

  it('without an id: the newest ended championship and its TOP 100', async () => {
    renderAt('/hpc/history');
    expect(await screen.findByRole('heading', { level: 2, name: '시즌 2 결과' })).toBeTruthy();
    expect(await screen.findByText('플레이어001')).toBeTruthy();
    expect(screen.getByRole('link', { name: /시즌 2/ }).getAttribute('aria-current')).toBe('page');
  });

  it('a path id that cannot be a championship is the 404 page (no call)', async () => {
    renderAt('/hpc/history/abc');
    await waitFor(() => expect(hanpanStore.getState().global.errorPage?.status).toBe(404));
    expect(api.calls.some((c) => /^\/api\/hpc\/championships\/(?!ended)/.test(c.url ?? ''))).toBe(false);
  });

  it('an unknown championship id answers 404: the 404 page', async () => {
    api.respond((req) => (req.url === '/api/hpc/championships/4242' ? { status: 404, message: '대회를 찾을 수 없습니다.' } : hpcAnswer(req.url, req.method)));
    renderAt('/hpc/history/4242');
    await waitFor(() => expect(hanpanStore.getState().global.errorPage?.status).toBe(404));
  });

  it.each([
    ['UPCOMING', '모집 예정 · ', /^모집 예정인 대회입니다\. 참가 신청은 .+에 시작됩니다\. 대회가 끝나면 순위가 여기에 공개됩니다\.$/],
    ['RECRUITING', '참가 신청 중 · ', /^참가 신청을 받고 있는 대회입니다\. 참가 신청은 .+에 마감됩니다\. 대회가 끝나면 순위가 여기에 공개됩니다\.$/],
    ['IN_GAME', '게임 진행 중 · ', /^진행 중인 대회입니다\. 대회가 끝나면 순위가 여기에 공개됩니다\.$/],
  ] as const)('a championship not ended (%s) is no 결과: its phase in words, no rankings asked, the schedule a link away', async (phase, muted, message) => {
    const c = championship({ id: 4, name: '한판 바둑이 챔피언십', gameId: 'baduki', phase, applyCount: 0 });
    api.respond((req) => (req.url === '/api/hpc/championships/4' ? { body: c } : hpcAnswer(req.url, req.method)));
    renderAt('/hpc/history/4');
    const result = await screen.findByTestId('history-result');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('한판 바둑이 챔피언십');
    expect(result.querySelector('p')!.textContent!.startsWith(muted)).toBe(true);
    expect(within(result).getByText(message)).toBeTruthy();
    expect(within(result).getByRole('link', { name: '대회 일정 보기' }).getAttribute('href')).toBe('/hpc/championship');
    expect(api.calls.some((call) => call.url?.startsWith('/api/hpc/rank/'))).toBe(false);
    expect(hanpanStore.getState().global.errorPage).toBeNull();
  });

  it('draws the board of the address: tab, page and nickname (the input shows it)', async () => {
    renderHpcApp('/hpc/history/3?board=miracle-shield&page=2&nickname=abc');
    expect(await screen.findByText('플레이어001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '미라클 실드' }).getAttribute('aria-selected')).toBe('true');
    const rankCalls = api.calls.filter((c) => c.url?.startsWith('/api/hpc/rank/'));
    expect(rankCalls).toHaveLength(1);
    expect(rankCalls[0]!.url).toBe('/api/hpc/rank/miracle-shield');
    expect(rankCalls[0]!.params).toMatchObject({ championshipId: 3, page: 1, nickname: 'abc' });
    expect((screen.getByRole('searchbox', { name: '닉네임 검색' }) as HTMLInputElement).value).toBe('abc');
  });

  describe('the list of ended championships, 3 pages', () => {
    const endedOf = (page: number): Page<HpcChampionship> => ({
      content: page < 3 ? [0, 1, 2, 3, 4].map((i) => championship({ id: 15 - page * 5 - i, name: `시즌 ${15 - page * 5 - i}`, phase: 'ENDED' }, Date.now() - 300 * 3600_000)) : [],
      page,
      size: 5,
      totalElements: 15,
      totalPages: 3,
    });
    beforeEach(() =>
      api.respond((req) => (req.url === '/api/hpc/championships/ended' ? { body: endedOf((req.params as { page: number }).page) } : hpcAnswer(req.url, req.method))),
    );
    const list = () => within(screen.getByRole('heading', { name: '지난 대회' }).parentElement!);

    it('a championship picked on page 2 keeps the list there and marked; the board starts fresh', async () => {
      const { history } = renderHpcApp('/hpc/history?endedPage=2&board=bonus-rankings&page=3&nickname=abc');
      const link = await list().findByRole('link', { name: /시즌 8/ });
      expect(link.getAttribute('href')).toBe('/hpc/history/8?endedPage=2');
      fireEvent.click(link);
      expect(history.url()).toBe('/hpc/history/8?endedPage=2');
      await waitFor(() => expect(list().getByRole('link', { name: /시즌 8/ }).getAttribute('aria-current')).toBe('page'));
      expect(list().getByRole('button', { name: '2 페이지' }).getAttribute('aria-current')).toBe('page');
      await waitFor(() => expect(api.calls.at(-1)!.url).toBe('/api/hpc/rank/top100'));
      expect(api.calls.at(-1)!.params).toMatchObject({ championshipId: 8, page: 0 });
      expect(screen.getByRole('tab', { name: 'TOP 100' }).getAttribute('aria-selected')).toBe('true');
    });

    it('its paging is in the address too (the board kept)', async () => {
      const { history } = renderHpcApp('/hpc/history/12?board=bonus-rankings');
      fireEvent.click(await list().findByRole('button', { name: '3 페이지' }));
      expect(history.url()).toBe('/hpc/history/12?board=bonus-rankings&endedPage=3');
      expect(await list().findByRole('link', { name: /시즌 5/ })).toBeTruthy();
    });

    it('an address with invalid values becomes the address of what is shown (replaced, other keys kept); a valid one is left as it is', async () => {
      const { history } = renderHpcApp('/hpc/history/12?endedPage=abc&board=TOP100&page=0&nickname=%20%01x&gclid=AD-1');
      await waitFor(() => expect(history.entries).toEqual(['/hpc/history/12?nickname=x&gclid=AD-1']));
      const valid = renderHpcApp('/hpc/history/12?board=bonus-rankings&endedPage=3&nickname=%EA%B3%A0+%EC%88%98');
      expect(await valid.findAllByRole('link', { name: /시즌/ })).not.toHaveLength(0);
      expect(valid.history.entries).toEqual(['/hpc/history/12?board=bonus-rankings&endedPage=3&nickname=%EA%B3%A0+%EC%88%98']);
    });

    it('reads a hostile endedPage as the first page; past the last page offers the last one', async () => {
      renderHpcApp('/hpc/history?endedPage=%3Cscript%3E');
      expect(await list().findByRole('link', { name: /시즌 15/ })).toBeTruthy();
      const { history } = renderHpcApp('/hpc/history?endedPage=7');
      expect(await screen.findByText('7 페이지에는 지난 대회가 없습니다. 마지막 페이지는 3 페이지입니다.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '마지막 페이지 보기' }));
      expect(history.entries).toEqual(['/hpc/history?endedPage=3']);
      expect(await screen.findByRole('link', { name: /시즌 5/ })).toBeTruthy();
    });
  });
});
