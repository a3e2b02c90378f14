// enterGame's code loads with the first 입장하기 (a few bytes off the home page's first load); the
// click's user activation outlasts the chunk and the launch request, so the game window still opens.
import type { enterGame } from './enterGame';

export const enterGameLater = (...args: Parameters<typeof enterGame>): Promise<void> =>
  import(/* webpackChunkName: "game-enter" */ './enterGame').then((m) => m.enterGame(...args));
