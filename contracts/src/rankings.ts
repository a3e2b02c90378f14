// Game ranks (계급, SPEC §3 rank names) and the money ranking of one rank.
import { Type, type Static } from 'typebox';
import { MoneySchema, PageSize, titled } from './common';

/**
 * The six ranks, highest first, and the money a member must hold for each (decimal strings).
 * Shared by the API (who is in which rank) and the frontends (the member's own rank).
 */
export const GAME_RANKS = [
  { key: 'god', name: '신', minimumMoney: '1000000000000' },
  { key: 'super-human', name: '초인', minimumMoney: '500000000000' },
  { key: 'supreme', name: '지존', minimumMoney: '100000000000' },
  { key: 'hero', name: '영웅', minimumMoney: '10000000000' },
  { key: 'expert', name: '고수', minimumMoney: '1000000000' },
  { key: 'commoner', name: '평민', minimumMoney: '0' },
] as const;
export type GameRankKey = (typeof GAME_RANKS)[number]['key'];
export type GameRankName = (typeof GAME_RANKS)[number]['name'];

export const GameRankNameSchema = Type.Union(GAME_RANKS.map((r) => Type.Literal(r.name)));

export const RankingQuerySchema = Type.Object({
  /** the rank's Korean name (the link carries it URL-encoded: SPEC §3 "encoded query values") */
  rank: titled(GameRankNameSchema, '계급'),
  /** how many of the rank's richest members */
  size: Type.Optional(PageSize(10, 50, { title: '조회 인원' })),
});
export type RankingQuery = Static<typeof RankingQuerySchema>;

export const RankingEntrySchema = Type.Object({
  position: Type.Integer(),
  nickname: Type.String(),
  level: Type.Integer(),
  money: MoneySchema,
});
export type RankingEntry = Static<typeof RankingEntrySchema>;

export const RankingSchema = Type.Object({
  rank: GameRankNameSchema,
  minimumMoney: MoneySchema,
  /** exclusive upper bound, null for the top rank */
  maximumMoney: Type.Union([MoneySchema, Type.Null()]),
  entries: Type.Array(RankingEntrySchema),
});
export type Ranking = Static<typeof RankingSchema>;
