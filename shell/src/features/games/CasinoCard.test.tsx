import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, createQueryClient, hanpanStore } from '@hanpan/platform';
import type { CasinoMaintenance, Game } from '@hanpan/contracts';
import { CasinoCard } from './CasinoCard';

const CASINO_CHANNEL = { id: '0090', code: '0090', grade: 'CASINO', name: '카지노', blue: false, green: true, minimumGameMoney: '1000000', maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: [], admissionLevel: '보유 머니 100만 이상' };
const casinoGame = (id: string, name: string, inMaintenance = false): Game => ({ id, className: id, name, isRemastered: false, hasOneChampionChannel: false, isCasino: true, inMaintenance, channels: [CASINO_CHANNEL] });
const BACCARAT_WINDOW = { gameIds: ['BACCARAT'], startDate: '2030-01-01T01:00:00.000Z', endDate: '2030-01-01T05:00:00.000Z', message: '바카라 점검' };
const SLOT_WINDOW = { gameIds: ['SLOT'], startDate: '2030-01-02T01:00:00.000Z', endDate: '2030-01-02T05:00:00.000Z', message: '슬롯 점검' };

let api: FakeApi;
let open: jest.SpyInstance;
function serve(down: 'none' | 'slot' | 'both', launchAnswered: Promise<void> = Promise.resolve()) {
  const slotDown = down !== 'none';
  const baccaratDown = down === 'both';
  api = installFakeApi(async (req) => {
    if (req.url === '/api/games') return { body: [casinoGame('poker7', '7포커'), casinoGame('baccarat', '바카라', baccaratDown), casinoGame('slot', '슬롯', slotDown)].map((g) => (g.id === 'poker7' ? { ...g, isCasino: false } : g)) };
    if (req.url === '/api/games/casino/all-maintenance') return { body: { isAllMaintenance: false, channelId: '0090', maintenances: [...(baccaratDown ? [BACCARAT_WINDOW] : []), ...(slotDown ? [SLOT_WINDOW] : [])] } satisfies CasinoMaintenance };
    if (req.url === '/api/games/slot/launch') {
      await launchAnswered;
      return { body: { gameId: 'slot', channelId: '0090', url: '/game-client?token=t', expiresAt: '2030-01-01T00:00:00.000Z' } };
    }
    return { status: 404 };
  });
}
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  act(() => hanpanStore.getState().setMember({ memberNo: 100104, nickname: '브이아이피' }));
});
afterEach(() => {
  api.restore();
  open.mockRestore();
  act(() => hanpanStore.getState().resetMember());
});

const renderCard = () =>
  render(
    <AreaProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <CasinoCard />
      </MemoryRouter>
    </AreaProviders>,
  );

describe('CasinoCard', () => {
  it('lists both casino games (SPEC §1: baccarat and slot), not the board games', async () => {
    serve('none');
    renderCard();
    const card = within(await screen.findByTestId('casino-card'));
    expect(await card.findByTestId('casino-slot')).toBeTruthy();
    expect(card.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['바카라 입장하기', '슬롯 입장하기']);
    // the channel's money condition with the adult rule, before the game window says it (QA)
    expect(card.getByTestId('casino-slot').querySelector('p')?.textContent).toBe('성인 인증을 마친 회원만 입장할 수 있습니다. (보유 머니 100만 이상)');
  });

  it('슬롯 opens its game window through the casino channel', async () => {
    serve('none');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: '슬롯 입장하기' }));
    const launch = api.calls.find((c) => c.url === '/api/games/slot/launch');
    expect(launch?.params).toEqual(expect.objectContaining({ channelId: '0090', browser: 'web' }));
    expect(open).toHaveBeenCalledWith('/game-client?token=t', 'hanpan_game_slot');
  });

  it('one entry at a time: two quick presses launch once, and the other game waits (busy, keeping the focus) meanwhile', async () => {
    let answer!: () => void;
    serve('none', new Promise<void>((resolve) => (answer = resolve)));
    renderCard();
    const slot = (await screen.findByRole('button', { name: '슬롯 입장하기' })) as HTMLButtonElement;
    const baccarat = screen.getByRole('button', { name: '바카라 입장하기' }) as HTMLButtonElement;
    slot.focus();
    // both presses before the game-entry code has even loaded
    fireEvent.click(slot);
    fireEvent.click(slot);
    await waitFor(() => expect(slot.getAttribute('aria-disabled')).toBe('true'));
    expect(baccarat.getAttribute('aria-disabled')).toBe('true');
    expect([slot.disabled, document.activeElement]).toEqual([false, slot]);
    fireEvent.click(baccarat);
    answer();
    await waitFor(() => expect(slot.hasAttribute('aria-disabled')).toBe(false));
    expect(baccarat.hasAttribute('aria-disabled')).toBe(false);
    expect(api.calls.filter((c) => c.url?.endsWith('/launch')).map((c) => c.url)).toEqual(['/api/games/slot/launch']);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a game in maintenance is closed; the other stays open', async () => {
    serve('slot');
    renderCard();
    const slot = within(await screen.findByTestId('casino-slot'));
    expect(slot.getByRole('button', { name: '슬롯 점검 중' })).toHaveProperty('disabled', true);
    expect((await slot.findByText(/점검 중입니다\. \(/)).textContent).toContain('2030.01.02');
    const baccarat = within(screen.getByTestId('casino-baccarat'));
    expect(baccarat.getByRole('button', { name: '바카라 입장하기' })).toHaveProperty('disabled', false);
    expect(baccarat.queryByText(/점검/)).toBeNull();
  });

  it('each game in maintenance shows its own window, not the first one listed', async () => {
    serve('both');
    renderCard();
    const slot = within(await screen.findByTestId('casino-slot'));
    expect((await slot.findByText(/점검 중입니다\. \(/)).textContent).toContain('2030.01.02');
    expect(within(screen.getByTestId('casino-baccarat')).getByText(/점검 중입니다\. \(/).textContent).toContain('2030.01.01');
  });
});
