// Game ranks (계급, SPEC §3): rank name → its encoded query value, the one mapping rankings are
// linked with (`?rank=<value>`; the shell's features/rankings builds the links). The names mirror
// the API contract's GAME_RANKS: the types make any drift a compile error (browsers import only
// types from @hanpan/contracts).
import type { GAME_RANKS, GameRankKey, GameRankName } from '@hanpan/contracts';

export type RankKey = GameRankKey;
export type RankName = GameRankName;
/** One rank of the API contract's table (the types keep this file in step with it). */
export type RankOf<K extends RankKey> = Extract<(typeof GAME_RANKS)[number], { key: K }>;

/** god, super-human, supreme, hero, expert, commoner — highest first. */
export const RANK_KEYS = ['god', 'super-human', 'supreme', 'hero', 'expert', 'commoner'] as const satisfies readonly RankKey[];

/** Korean name of each rank. */
export const RANK_NAMES: { readonly [K in RankKey]: RankOf<K>['name'] } = {
  god: '신',
  'super-human': '초인',
  supreme: '지존',
  hero: '영웅',
  expert: '고수',
  commoner: '평민',
};

/** The query value a ranking link carries: the Korean name, URL-encoded (god → %EC%8B%A0). */
export const RANK_QUERY_VALUES = Object.fromEntries(RANK_KEYS.map((k) => [k, encodeURIComponent(RANK_NAMES[k])])) as { readonly [K in RankKey]: string };

/** The query parameter of a ranking link. */
export const RANK_QUERY_PARAM = 'rank';
