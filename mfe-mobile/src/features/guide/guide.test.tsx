import { screen } from '@testing-library/react';
import { renderMobile } from '../../test/renderMobile';
import { ChannelTierTable } from './components/ChannelTierTable';
import { GamePicker } from './components/GamePicker';
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
    expect(table.textContent).toContain('2,300 ~ 2,701'.replace(/,/g, '')); // ratings as plain numbers
    expect(table.textContent).toContain('15억, 20억, 40억, 100억');
    expect(table.textContent).toContain('친구 · 자유방');
    renderMobile(<ChannelTierTable gameId="laspoker" />);
    expect(screen.getByTestId('channel-note').textContent).toContain('MAJOR(0050)');
  });

  it('marks the current game among the seven', () => {
    renderMobile(<GamePicker path="/mobile/guide/rule" current="lasudda" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(screen.getByRole('link', { name: '섯다' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '훌라' }).getAttribute('href')).toBe('/mobile/guide/rule?gameId=hoola3');
  });
});
