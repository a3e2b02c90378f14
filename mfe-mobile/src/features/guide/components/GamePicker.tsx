// The seven games as chips; the current one is marked.
import { GAMES, Link, type GameId } from '@hanpan/platform';
import { Chips } from '../../../ui/mobile';
import { GAME_IDS } from '../guideContent';

export function GamePicker({ path, current }: { path: string; current: GameId }) {
  return (
    <Chips aria-label="게임 선택">
      {GAME_IDS.map((id) => (
        <Link key={id} to={`${path}?gameId=${id}`} aria-current={id === current ? 'page' : undefined}>
          {GAMES[id].name}
        </Link>
      ))}
    </Chips>
  );
}
