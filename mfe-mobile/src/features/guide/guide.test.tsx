import { screen, within } from '@testing-library/react';
import type { Channel, Game } from '@hanpan/contracts';
import { renderMobile } from '../../test/renderMobile';
import { ChannelTierTable } from './components/ChannelTierTable';
import { GamePicker } from './components/GamePicker';
import type { GameId } from '@hanpan/platform';
import { GAME_GUIDES, guideGameOf } from './guideContent';

describe('mobile game guide', () => {
  it('picks the game from ?gameId= / ?gameid=, else poker7 (SPEC §2)', () => {
    expect(guideGameOf(new URLSearchParams('gameId=hoola3'))).toBe('hoola3');
    expect(guideGameOf(new URLSearchParams('gameid=BADUKI'))).toBe('baduki');
    expect(guideGameOf(new URLSearchParams('gameId=chess'))).toBe('poker7');
    expect(guideGameOf(new URLSearchParams(''))).toBe('poker7');
  });

  it('has Korean rules and strategy for every game', () => {
    for (const g of Object.values(GAME_GUIDES)) {
      expect(g.rule.length).toBeGreaterThan(0);
      expect(g.strategy.length).toBeGreaterThan(0);
      for (const line of [...g.rule, ...g.strategy]) expect(line).toMatch(/[가-힣]/);
    }
  });

  /** GET /api/games as the API answers it (two games: 7포커's §9 rows, 라스베가스 포커's). */
  const channel = (id: string, name: string, min: string | null, max: string | null, minRating: number | null, maxRating: number | null, seedMoney: string[]): Channel => ({
    id, code: id, grade: name, name, blue: false, green: false, minimumGameMoney: min, maximumGameMoney: max, minimumRating: minRating, maximumRating: maxRating, seedMoney, admissionLevel: '',
  });
  const game = (id: string, name: string, channels: Channel[]): Game => ({ id, className: id, name, isRemastered: false, hasOneChampionChannel: false, isCasino: false, inMaintenance: false, channels });
  const GAMES_ANSWER: Game[] = [
    game('poker7', '7포커', [
      channel('0010', '시니어', '0', '10000000000', 0, 2099, ['100', '300']),
      channel('0040', '프로', '100000000000', '10000000000000', 2300, 2701, ['1000000', '5000000']),
      channel('0071', '챔피언1', '2000000000000', null, 2522, null, ['1500000000', '2000000000', '4000000000', '10000000000']),
      channel('00B0', '친구', null, null, null, null, ['10000', '100000', '10000000']),
    ]),
    game('laspoker', '라스베가스 포커', [channel('0010', '시니어', '0', '10000000000', 0, 2099, ['100', '500']), channel('0053', '메이저', '1000000000000', '30000000000000', 2400, null, ['50000000', '200000000'])]),
  ];
  const gamesApi = (config: { url?: string }) => (config.url === '/api/games' ? { body: GAMES_ANSWER } : { status: 404, body: null });

  it('shows the channel tiers as the portal lists them, in the PC cards’ words: 이하 / ~ / 이상, stakes joined by ·', async () => {
    renderMobile(<ChannelTierTable gameId="poker7" />, { api: gamesApi });
    const table = await screen.findByRole('table', { name: '7포커 채널 등급표' });
    expect(table.textContent).toContain('시니어');
    expect(table.textContent).not.toMatch(/SENIOR|0010/);
    // a minimum of 0 is no bound and an open maximum reads 이상 (QA: '0 ~ 100억', '2조 ~' with nothing after it)
    expect(table.textContent).toContain('100억 이하');
    expect(table.textContent).toContain('2,099 이하');
    expect(table.textContent).toContain('2조 이상');
    expect(table.textContent).toContain('2,522 이상');
    expect(table.textContent).toContain('2,300 ~ 2,701'); // ratings with thousands separators, as the PC writes them
    expect(table.textContent).toContain('15억 · 20억 · 40억 · 100억');
    for (const cell of within(table).getAllByRole('cell')) expect(cell.textContent).not.toMatch(/^0 ~|~$/);
    // the PC home's words (QA: 참가비 and '친구 · 자유방' here, 판돈 and 친구 there)
    expect(screen.getByRole('columnheader', { name: '판돈' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '친구' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /친구/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['제한 없음', '제한 없음', '1만 · 10만 · 1,000만']);
    expect(table.textContent).not.toMatch(/참가비|자유방/);
  });

  it('every game has its table, not only 7포커 (QA: the other six said 게임 안에서 확인하세요), after its overview sentence', async () => {
    renderMobile(<ChannelTierTable gameId="laspoker" />, { api: gamesApi });
    const table = await screen.findByRole('table', { name: '라스베가스 포커 채널 등급표' });
    expect(table.textContent).toContain('100 · 500');
    expect(table.textContent).toContain('1조 ~ 30조');
    expect(screen.getByTestId('channel-note').textContent).toContain('메이저 채널과 챔피언 채널');
    expect(screen.queryByText(/게임 안에서 확인하세요/)).toBeNull();
  });

  it('a failed read says so with 다시 시도, not an empty table', async () => {
    renderMobile(<ChannelTierTable gameId="poker7" />, { api: () => ({ status: 503, body: null }) });
    expect(await screen.findByRole('button', { name: /다시/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  // the channels of each game by the names the portal shows elsewhere (the API's channel names,
  // low to high); never a channel code (0053) or a grade key (CHAMPION1)
  const CHANNELS: Record<Exclude<GameId, 'poker7'>, readonly string[]> = {
    baduki: ['시니어', '세미프로', '프로', '프리미엄1', '프리미엄2', '프리미엄3', '자유', '친구'],
    highlow2: ['시니어', '세미프로', '프로', '프리미엄1', '프리미엄2', '프리미엄3', '자유', '친구'],
    laspoker: ['시니어', '세미프로', '프로', '메이저', '챔피언', '자유', '친구'],
    duelpoker: ['시니어', '세미프로', '프로', '메이저', '챔피언1', '챔피언2', '챔피언3', '자유', '친구'],
    hoola3: ['아마추어', '시니어', '세미프로', '프로', '챔피언', '자유', '친구'],
    lasudda: ['프로', '챔피언1'],
  };
  it.each(Object.entries(CHANNELS))('%s: its channels in plain Korean, no codes or English tier names', (gameId, names) => {
    renderMobile(<ChannelTierTable gameId={gameId as GameId} />, { api: gamesApi });
    const note = screen.getByTestId('channel-note').textContent ?? '';
    expect(note).not.toMatch(/[A-Za-z]/);
    expect(note).not.toMatch(/\d{3,}/);
    for (const name of names) expect(note).toContain(name);
    // in the order of the portal's channel list, low to high
    const at = names.map((n) => note.indexOf(n));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('says what each game has: 섯다 only two channels, 로우바둑이 up to 30조, 맞포커 up to 챔피언3', () => {
    expect(GAME_GUIDES.lasudda.channelNote).not.toMatch(/자유|친구|시니어/);
    expect(GAME_GUIDES.baduki.channelNote).toContain('프리미엄3 채널은 보유 머니가 30조 이상');
    expect(GAME_GUIDES.duelpoker.channelNote).toContain('가장 높은 채널은 챔피언3');
    expect(GAME_GUIDES.hoola3.channelNote).toContain('가장 낮은 아마추어 채널');
  });

  it('marks the current game among the seven', () => {
    renderMobile(<GamePicker path="/mobile/guide/rule" current="lasudda" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(screen.getByRole('link', { name: '라스 섯다' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '훌라3' }).getAttribute('href')).toBe('/mobile/guide/rule?gameId=hoola3');
  });
});
