import { screen, within } from '@testing-library/react';
import { GAMES } from '@hanpan/platform';
import { GAME_IDS } from '../features/guide/guideContent';
import { MOBILE_ROUTES } from '../routes';
import { renderMobile, resetStore } from '../test/renderMobile';
import { HomePage } from './HomePage';

const home = MOBILE_ROUTES.find((r) => r.path === '/mobile')!;

beforeEach(resetStore);

describe('mobile home', () => {
  it('titles the game chips by what they open, each game’s rules (not 게임 바로가기: they do not start the game)', () => {
    renderMobile(<HomePage route={home} />);
    const heading = screen.getByRole('heading', { level: 2, name: '게임별 규칙 보기' });
    expect(screen.queryByRole('heading', { name: '게임 바로가기' })).toBeNull();
    const card = heading.closest('section')!;
    expect(card.getAttribute('aria-labelledby')).toBe(heading.id);
    const chips = within(card).getByRole('navigation', { name: '게임별 규칙' });
    const links = within(chips).getAllByRole('link');
    expect(links).toHaveLength(GAME_IDS.length);
    GAME_IDS.forEach((id, i) => {
      // the accessible name says it opens the rules, and still starts with the name the chip shows
      expect(links[i].textContent).toBe(GAMES[id].name);
      expect(links[i].getAttribute('aria-label')).toBe(`${GAMES[id].name} 게임 규칙`);
      expect(links[i].getAttribute('href')).toBe(`/mobile/guide/rule?gameId=${id}`);
    });
  });

  it('keeps the menus and the shortcut-app card', () => {
    renderMobile(<HomePage route={home} />);
    expect(screen.getByRole('link', { name: '게임 가이드' }).getAttribute('href')).toBe('/mobile/guide');
    expect(screen.getByTestId('shortcut-card')).toBeTruthy();
  });
});
