import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders } from '@hanpan/platform';
import { RankingCard } from './RankingCard';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi((req) => ({
    body: { rank: (req.params as { rank: string }).rank, minimumMoney: '0', maximumMoney: null, entries: [{ position: 1, nickname: '제트플러스왕', level: 48, money: '3400000000000' }] },
  }));
});
afterEach(() => api.restore());

function renderAt(url: string) {
  render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <RankingCard />
      </MemoryRouter>
    </AreaProviders>,
  );
}

describe('RankingCard', () => {
  it('links every rank with its encoded query value; god by default', async () => {
    renderAt('/');
    const links = within(screen.getByRole('navigation', { name: '계급' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/?rank=%EC%8B%A0',
      '/?rank=%EC%B4%88%EC%9D%B8',
      '/?rank=%EC%A7%80%EC%A1%B4',
      '/?rank=%EC%98%81%EC%9B%85',
      '/?rank=%EA%B3%A0%EC%88%98',
      '/?rank=%ED%8F%89%EB%AF%BC',
    ]);
    expect(links.map((a) => a.textContent)).toEqual(['신', '초인', '지존', '영웅', '고수', '평민']);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('ranking-list').textContent).toContain('제트플러스왕'));
    expect(api.calls[0]!.params).toMatchObject({ rank: '신' });
  });

  it('the rank in the link is the one shown', async () => {
    renderAt('/mirror?rank=%EC%98%81%EC%9B%85');
    await waitFor(() => expect(api.calls[0]?.params).toMatchObject({ rank: '영웅' }));
    const current = screen.getByRole('link', { name: '영웅' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.getAttribute('href')).toBe('/mirror?rank=%EC%98%81%EC%9B%85');
  });
});
