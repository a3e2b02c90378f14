// Entering a game from the home page (the game list, the casino card): one entry at a time for the
// whole page, from the click through the login, the launch request and its alert, so a double
// click or a second 입장하기 meanwhile opens one game window.
import { useSingleAction } from '@hanpan/platform';
import type { Game } from '@hanpan/contracts';
import { enterGameLater } from '../enterGameLater';
import { useGameLaunch } from './useGameLaunch';

export function useGameEntry() {
  const launch = useGameLaunch();
  const { run, running } = useSingleAction('game.enter');
  const enter = (game: Pick<Game, 'id' | 'name'>, channelId: string) => {
    void run(() => enterGameLater(launch.mutateAsync, game, channelId));
  };
  return { enter, entering: running };
}
