import { screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc } from '../testing/renderHpc';
import { App } from '../App';
import { HPC_ROUTES } from '../routes';
import { hpcAnswer } from '../testing/hpcFixtures';
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
});
