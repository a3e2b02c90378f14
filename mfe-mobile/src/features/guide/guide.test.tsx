import { screen } from '@testing-library/react';
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

  it('shows the poker7 channel tiers with money in Korean units; other games their known tiers', () => {
    renderMobile(<ChannelTierTable gameId="poker7" />);
    const table = screen.getByRole('table', { name: '7포커 채널 등급표' });
    expect(table.textContent).toContain('시니어');
    expect(table.textContent).not.toMatch(/SENIOR|0010/);
    expect(table.textContent).toContain('0 ~ 100억');
    expect(table.textContent).toContain('2,300 ~ 2,701'); // ratings with thousands separators, as the PC writes them
    expect(table.textContent).toContain('15억, 20억, 40억, 100억');
    // the PC home's words (QA: 참가비 and '친구 · 자유방' here, 판돈 and 친구 there)
    expect(screen.getByRole('columnheader', { name: '판돈' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '친구' })).toBeTruthy();
    expect(table.textContent).not.toMatch(/참가비|자유방/);
    renderMobile(<ChannelTierTable gameId="laspoker" />);
    const note = screen.getByTestId('channel-note').textContent;
    expect(note).toContain('메이저 채널과 챔피언 채널');
    expect(note).not.toMatch(/MAJOR|0050/);
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
    renderMobile(<ChannelTierTable gameId={gameId as GameId} />);
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
