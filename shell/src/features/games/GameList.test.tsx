import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressProbe, MemoryRouter, installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, createQueryClient, hanpanStore } from '@hanpan/platform';
import type { Channel, Game, PersonalZone } from '@hanpan/contracts';
import { GameList } from './GameList';
import { preloadMemberViews } from '../member';

const game = (id: string, name: string, channels: Channel[] = []): Game => ({ id, className: id, name, isRemastered: false, hasOneChampionChannel: false, isCasino: false, inMaintenance: false, channels });
const channel = (code: string, grade: string, name: string, ranges: Pick<Channel, 'minimumGameMoney' | 'maximumGameMoney' | 'minimumRating' | 'maximumRating'>, admissionLevel: string): Channel => ({
  id: code, code, grade, name, blue: false, green: false, seedMoney: ['50000', '200000'], admissionLevel, ...ranges,
});
// poker7 as the API seeds it (SPEC §9)
const POKER7 = game('poker7', '7포커', [
  channel('0010', 'SENIOR', '시니어', { minimumGameMoney: '0', maximumGameMoney: '10000000000', minimumRating: 0, maximumRating: 2099 }, '보유 머니 100억 이하 · 레이팅 2,099 이하'),
  channel('0030', 'SEMIPRO', '세미프로', { minimumGameMoney: '1000000000', maximumGameMoney: '1000000000000', minimumRating: 1900, maximumRating: 2199 }, '보유 머니 10억 ~ 1조 · 레이팅 1,900 ~ 2,199'),
  channel('0040', 'PRO', '프로', { minimumGameMoney: '100000000000', maximumGameMoney: '10000000000000', minimumRating: 2300, maximumRating: 2701 }, '보유 머니 1,000억 ~ 10조 · 레이팅 2,300 ~ 2,701'),
  channel('0071', 'CHAMPION1', '챔피언1', { minimumGameMoney: '2000000000000', maximumGameMoney: null, minimumRating: 2522, maximumRating: null }, '보유 머니 2조 이상 · 레이팅 2,522 이상'),
  channel('00B0', 'FRIEND', '친구', { minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null }, '누구나 입장 가능'),
]);
// rich: 9,970억, rating 2,650
const RICH_ZONE: PersonalZone = {
  userRat: { level: 55, rating: 2650, money: '997000000000', winCount: 1, defeatCount: 1, lentMoney: '0', restrictionMoney: '0', isBeginner: false, winCountToday: 0, defeatCountToday: 0 },
  mileage: { currentMileage: '0', soonToExpireMileage: '0' },
  inventory: { itemCount: 0, membershipItemCount: 0, couponCount: 0, memoCount: 0, nonReadMemoCount: 0 },
  currency: { hancoin: '0', endorphin: '0', limitAmount: '0' },
};

let api: FakeApi;
beforeAll(() => preloadMemberViews());
beforeEach(() => {
  api = installFakeApi((req) => {
    if (req.url === '/api/games') return { body: [POKER7, game('baduki', '로우바둑이'), game('hoola3', '훌라')] };
    if (req.url === '/api/contents/members/personal-zone') return { body: RICH_ZONE };
    return { status: 404 };
  });
  act(() => hanpanStore.getState().setGameId('poker7'));
});
afterEach(() => {
  api.restore();
  act(() => hanpanStore.getState().resetMember());
});

function renderAt(url: string) {
  render(
    // the portal's own client (its staleTime lets two parts share one answer)
    <AreaProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={['/faq', url]} initialIndex={1}>
        <GameList />
        <AddressProbe />
      </MemoryRouter>
    </AreaProviders>,
  );
}

const card = (code: string) => within(screen.getByTestId(`channel-${code}`));

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

  it('a channel card: its Korean name, one line of conditions and the stakes — no grade code, nothing twice', async () => {
    hanpanStore.getState().setMember(null);
    renderAt('/');
    await screen.findByTestId('channel-0071');
    const text = screen.getByTestId('channel-0071').textContent ?? '';
    expect(card('0071').getByRole('heading').textContent).toBe('챔피언1');
    expect(text).not.toMatch(/CHAMPION|SENIOR|FRIEND/);
    expect(text.match(/보유 머니/g)).toHaveLength(1);
    expect(text.match(/레이팅/g)).toHaveLength(1);
    expect(card('0071').getByText('보유 머니 2조 이상 · 레이팅 2,522 이상')).toBeTruthy();
    expect(card('0071').getByText('판돈: 5만 · 20만')).toBeTruthy();
  });

  it('guests get the plain list: every channel says 입장하기, no rating, no personal zone call', async () => {
    hanpanStore.getState().setMember(null);
    renderAt('/');
    await screen.findByTestId('channel-0030');
    for (const code of ['0010', '0030', '0040', '0071', '00B0']) {
      const button = card(code).getByRole('button');
      expect([button.textContent, (button as HTMLButtonElement).disabled]).toEqual(['입장하기', false]);
    }
    expect(screen.queryByTestId('my-standing')).toBeNull();
    expect(api.calls.map((c) => c.url)).toEqual(['/api/games']);
  });

  it('a member sees their rating and money beside the channels, and the channels they cannot enter say why', async () => {
    hanpanStore.getState().setMember({ memberNo: 100105, nickname: '머니부자' });
    renderAt('/');
    expect((await screen.findByTestId('my-standing')).textContent).toBe('내 레이팅 2,650 · 보유 머니 9,970억');
    const expected: Record<string, [string, boolean]> = {
      '0010': ['보유 머니 초과', true],
      // the QA case: 세미프로 was refused only after 입장하기, without the member's rating
      '0030': ['레이팅 초과', true],
      '0040': ['입장하기', false],
      '0071': ['보유 머니 부족', true],
      '00B0': ['입장하기', false],
    };
    for (const [code, [text, disabled]] of Object.entries(expected)) {
      const button = card(code).getByRole('button') as HTMLButtonElement;
      expect([code, button.textContent, button.disabled]).toEqual([code, text, disabled]);
    }
    // the name keeps the visible text (WCAG 2.5.3)
    expect(screen.getByRole('button', { name: '7포커 세미프로 레이팅 초과' })).toBeTruthy();
    // the personal zone the header loads anyway: one call, no call of its own per card
    expect(api.calls.filter((c) => c.url === '/api/contents/members/personal-zone')).toHaveLength(1);
  });

  it('a game restricted for the member says so under its name, with the end and the reason, before 입장하기 (QA: said only after the click); other games do not', async () => {
    api.respond((req) => {
      if (req.url === '/api/games') return { body: [POKER7, game('baduki', '로우바둑이', POKER7.channels)] };
      if (req.url === '/api/contents/members/personal-zone') return { body: RICH_ZONE };
      if (req.url === '/api/restriction') {
        return { body: { isRestricted: false, expiredDate: null, gameId: 'poker7', reason: null, restrictions: [{ gameId: 'poker7', expiredDate: '2026-12-05T09:30:00.000Z', reason: '비매너 행위 신고 누적으로 7포커 이용이 제한되었습니다.' }], limit: {} } };
      }
      return { status: 404 };
    });
    hanpanStore.getState().setMember({ memberNo: 100105, nickname: '머니부자' });
    renderAt('/');
    const note = await screen.findByTestId('game-restriction');
    // Korea time: 09:30 UTC is 18:30 KST
    expect(note.textContent).toBe('7포커 이용 제한 · 2026.12.05 18:30까지 입장할 수 없습니다.비매너 행위 신고 누적으로 7포커 이용이 제한되었습니다.');
    // and every channel's button is off, saying so (QA: 입장하기 under the note, refused only after the click)
    for (const code of ['0040', '00B0']) {
      const button = card(code).getByRole('button') as HTMLButtonElement;
      expect([button.textContent, button.disabled]).toEqual(['이용 제한', true]);
    }
    expect(screen.getByRole('button', { name: '7포커 프로 이용 제한' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '로우바둑이' }));
    await waitFor(() => expect(screen.getByTestId('game-baduki')).toBeTruthy());
    expect(screen.queryByTestId('game-restriction')).toBeNull();
    expect((card('0040').getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    expect(api.calls.filter((c) => c.url === '/api/restriction')).toHaveLength(1);
  });

  it('입장하기 keeps the focus while the launch is under way, and a second press starts no second launch', async () => {
    hanpanStore.getState().setMember({ memberNo: 100105, nickname: '머니부자' });
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    api.respond(async (req) => {
      if (req.url === '/api/games') return { body: [POKER7] };
      if (req.url === '/api/contents/members/personal-zone') return { body: RICH_ZONE };
      await held;
      return { body: { url: 'http://localhost/game-client?token=t' } };
    });
    renderAt('/');
    const enter = (await screen.findByRole('button', { name: '7포커 프로 입장하기' })) as HTMLButtonElement;
    await userEvent.click(enter);
    await waitFor(() => expect(enter.getAttribute('aria-disabled')).toBe('true'));
    // a disabled button would have dropped the focus to <body> (and a refusal's alert returned it there)
    expect([enter.disabled, document.activeElement]).toEqual([false, enter]);
    await userEvent.click(enter);
    expect(api.calls.filter((c) => c.url === '/api/games/poker7/launch')).toHaveLength(1);
    answer();
    await waitFor(() => expect(enter.hasAttribute('aria-disabled')).toBe(false));
    expect(open).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(enter);
    open.mockRestore();
  });
});
