import { DEFAULT_GAME_ID, isGameId, type GameId } from '../constants/games';

type QueryInput = string | URLSearchParams | Record<string, unknown> | null | undefined;

/** Reads `gameid` or `gameId`; anything but one of the seven games gives poker7 (SPEC §2, §5). */
export function parseGameId(query: QueryInput): GameId {
  let raw: unknown;
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
    raw = params.get('gameid') ?? params.get('gameId');
  } else if (query) {
    raw = query.gameid ?? query.gameId;
  }
  if (Array.isArray(raw)) raw = raw[0];
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  return isGameId(value) ? value : DEFAULT_GAME_ID;
}
