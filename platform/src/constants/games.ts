// Game ids (SPEC §3 Game, §2 gameid query). One place for every game constant: the games' info and
// the casino's are in gameInfo.ts.
export const GAME_IDS = ['poker7', 'baduki', 'highlow2', 'laspoker', 'duelpoker', 'hoola3', 'lasudda'] as const;
export type GameId = (typeof GAME_IDS)[number];
export const DEFAULT_GAME_ID: GameId = 'poker7';

/** All keyed games, including the casino's baccarat. */
export type AnyGameId = GameId | 'baccarat';

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}
