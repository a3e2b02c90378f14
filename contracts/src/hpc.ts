// HpcChampionship (hpc) schedule, rankings and media (SPEC §3 Events hpc, §7 HPC calls).
import { Type, type Static, type TSchema } from 'typebox';
import { MoneySchema } from './common';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

export const HpcChampionshipSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  gameId: Type.String(),
  recruitStartTime: Type.String(),
  recruitEndTime: Type.String(),
  entryStartTime: Type.String(),
  gameStartTime: Type.String(),
  entryEndTime: Type.String(),
  rebuyEndTime: Type.String(),
  gameEndTime: Type.String(),
  championshipEndTime: Type.String(),
  applyCount: Type.Integer(),
  /** RECRUITING, WAITING, PLAYING, ENDED — from the times and now */
  phase: Type.String(),
  applied: Type.Boolean(),
});
export type HpcChampionship = Static<typeof HpcChampionshipSchema>;
export const HpcChampionshipListSchema = Type.Array(HpcChampionshipSchema);

export const HpcRankEntrySchema = Type.Object({
  rank: Type.Integer(),
  nickname: Type.String(),
  score: MoneySchema,
  prize: Nullable(MoneySchema),
  gameId: Type.String(),
});
export type HpcRankEntry = Static<typeof HpcRankEntrySchema>;
export const HpcRankQuerySchema = Type.Object({ championshipId: Type.Optional(Type.Integer({ minimum: 1 })) });
export const HpcRankListSchema = Type.Object({ championshipId: Nullable(Type.Integer()), entries: Type.Array(HpcRankEntrySchema) });

export const HpcMediaQuerySchema = Type.Object({
  displayAreaType: Type.Optional(Type.Union([Type.Literal('MAIN'), Type.Literal('HIGHLIGHT'), Type.Literal('INTERVIEW')])),
});
export const HpcMediaItemSchema = Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), thumbnailUrl: Type.String(), displayAreaType: Type.String() });
export const HpcMediaListSchema = Type.Array(HpcMediaItemSchema);
export const HpcComingSoonTextSchema = Type.Object({ text: Type.String(), championshipId: Nullable(Type.Integer()) });
export const HpcApplyResultSchema = Type.Object({ championshipId: Type.Integer(), applyCount: Type.Integer(), applied: Type.Boolean() });
