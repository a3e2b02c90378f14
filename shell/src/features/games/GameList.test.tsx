import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AddressProbe, MemoryRouter, installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import type { Game } from '@hanpan/contracts';
import { GameList } from './GameList';

const game = (id: string, name: string): Game => ({ id, className: id, name, isRemastered: false, hasOneChampionChannel: false, isCasino: false, inMaintenance: false, channels: [] });

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi(() => ({ body: [game('poker7', '7포커'), game('baduki', '로우바둑이'), game('hoola3', '훌라')] }));
  act(() => hanpanStore.getState().setGameId('poker7'));
});
afterEach(() => api.restore());

function renderAt(url: string) {
  render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/faq', url]} initialIndex={1}>
        <GameList />
        <AddressProbe />
      </MemoryRouter>
    </AreaProviders>,
  );
}

describe('GameList', () => {
  it('puts the chosen game tab in the address in place of the current entry, keeping the page’s other parameters', async () => {
    renderAt('/?rank=%EA%B3%A0%EC%88%98&gameid=poker7');
    const tabs = within(await screen.findByRole('tablist', { name: '게임 선택' }));
    await userEvent.click(tabs.getByRole('tab', { name: '로우바둑이' }));
    expect(tabs.getByRole('tab', { name: '로우바둑이' }).getAttribute('aria-selected')).toBe('true');
    expect(hanpanStore.getState().game.gameId).toBe('baduki');
    expect(screen.getByTestId('address').textContent).toBe('/?rank=%EA%B3%A0%EC%88%98&gameId=baduki');
    await userEvent.click(tabs.getByRole('tab', { name: '훌라' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/?rank=%EA%B3%A0%EC%88%98&gameId=hoola3'));
    // the tabs added no history entry: Back leaves the page
    await userEvent.click(screen.getByRole('button', { name: '뒤로' }));
    expect(screen.getByTestId('address').textContent).toBe('/faq');
  });
});
