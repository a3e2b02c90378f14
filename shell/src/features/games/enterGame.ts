// Entering a game channel from the home page (the game list and the casino card alike): login
// first, then the API's signed launch URL in the game's window; a refusal in the API's own words.
import type { Game, GameLaunch, GameLaunchQuery } from '@hanpan/contracts';
import { browserGateDeps, ensureLogin, hanpanStore, isApiError } from '@hanpan/platform';

export async function enterGame(
  launch: (v: { gameId: string } & GameLaunchQuery) => Promise<GameLaunch>,
  game: Pick<Game, 'id' | 'name'>,
  channelId: string,
): Promise<void> {
  if (!(await ensureLogin(browserGateDeps(hanpanStore)))) return;
  try {
    const result = await launch({ gameId: game.id, channelId, browser: 'web' });
    // Still inside the click's user activation: a popup blocker lets this window through.
    const win = window.open(result.url, `hanpan_game_${game.id}`);
    if (!win) window.location.assign(result.url);
  } catch (error) {
    // a casino game's adult-only page (403 over19) is already on screen; so is the notice of a page
    // showing another member than the one logged in now (the page then opens again for them)
    if (isApiError(error) && (error.kind === 'adultOnly' || error.kind === 'otherMember')) return;
    const message = isApiError(error) ? error.message : '게임을 시작하지 못했습니다.';
    await hanpanStore.getState().alert({ header: `${game.name} 입장`, body: message });
  }
}
