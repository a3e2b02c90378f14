// Game ids and names (SPEC §3 Game, §2 gameid query). One place for every game constant.
export const GAME_IDS = ['poker7', 'baduki', 'highlow2', 'laspoker', 'duelpoker', 'hoola3', 'lasudda'] as const;
export type GameId = (typeof GAME_IDS)[number];
export const DEFAULT_GAME_ID: GameId = 'poker7';

/** All keyed games, including the casino's baccarat. */
export type AnyGameId = GameId | 'baccarat';

export interface GameInfo {
  id: AnyGameId;
  className: string;
  name: string;
  isRemastered: boolean;
  hasOneChampionChannel: boolean;
}

export const GAMES: Readonly<Record<AnyGameId, GameInfo>> = {
  poker7: { id: 'poker7', className: 'poker7', name: '7포커', isRemastered: true, hasOneChampionChannel: false },
  baduki: { id: 'baduki', className: 'baduki', name: '로우바둑이', isRemastered: true, hasOneChampionChannel: false },
  highlow2: { id: 'highlow2', className: 'highlow2', name: '하이로우', isRemastered: true, hasOneChampionChannel: false },
  laspoker: { id: 'laspoker', className: 'laspoker', name: '라스베가스포커', isRemastered: false, hasOneChampionChannel: true },
  duelpoker: { id: 'duelpoker', className: 'duelpoker', name: '맞포커', isRemastered: false, hasOneChampionChannel: false },
  hoola3: { id: 'hoola3', className: 'hoola3', name: '훌라', isRemastered: false, hasOneChampionChannel: true },
  lasudda: { id: 'lasudda', className: 'lasudda', name: '섯다', isRemastered: false, hasOneChampionChannel: true },
  baccarat: { id: 'baccarat', className: 'baccarat', name: '바카라', isRemastered: false, hasOneChampionChannel: false },
};

export const CASINO_GAME_IDS = ['BACCARAT', 'SLOT'] as const;
export type CasinoGameId = (typeof CASINO_GAME_IDS)[number];
export const CASINO_GAME_NAMES: Readonly<Record<CasinoGameId, string>> = { BACCARAT: '바카라', SLOT: '슬롯' };
export const CASINO_CHANNEL_ID = '0090';

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}
