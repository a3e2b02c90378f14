// The games' info and the casino's games (SPEC §3 Game): read by remotes only, so they stay out of
// the module the shell's first load needs. The names are the API's own (@hanpan/contracts/constants).
import { GAME_NAMES } from '@hanpan/contracts/constants';
import type { AnyGameId } from './games';

export interface GameInfo {
  id: AnyGameId;
  className: string;
  name: string;
  isRemastered: boolean;
  hasOneChampionChannel: boolean;
}

const game = (id: AnyGameId, isRemastered: boolean, hasOneChampionChannel: boolean): GameInfo => ({ id, className: id, name: GAME_NAMES[id], isRemastered, hasOneChampionChannel });

export const GAMES: Readonly<Record<AnyGameId, GameInfo>> = {
  poker7: game('poker7', true, false),
  baduki: game('baduki', true, false),
  highlow2: game('highlow2', true, false),
  laspoker: game('laspoker', false, true),
  duelpoker: game('duelpoker', false, false),
  hoola3: game('hoola3', false, true),
  lasudda: game('lasudda', false, true),
  baccarat: game('baccarat', false, false),
};

export const CASINO_GAME_IDS = ['BACCARAT', 'SLOT'] as const;
export type CasinoGameId = (typeof CASINO_GAME_IDS)[number];
export const CASINO_GAME_NAMES: Readonly<Record<CasinoGameId, string>> = { BACCARAT: '바카라', SLOT: '슬롯' };
export const CASINO_CHANNEL_ID = '0090';
