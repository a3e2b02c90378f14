// Championship (hpc) schedule, rankings and media (SPEC §3 Events hpc, §7 HPC calls), and the
// PC-bang championship (SPEC §3 PC-room subscription, §7 pc-bang calls).
import { Type, type Static, type TSchema } from 'typebox';
import { MoneySchema, PageNo, PageSchema, PageSize, pageFields, titled } from './common';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
/** int4 ids (SPEC: ids ≤ 2147483647) */
const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * Where a championship is, from its SPEC §3 times: before recruitStart UPCOMING; recruiting until
 * recruitEnd; ENTRY until gameStart (entry opens at entryStart); IN_GAME from gameStart (late entry
 * until entryEnd); REBUY from entryEnd to rebuyEnd; IN_GAME again until gameEnd; then ENDED.
 */
export const HPC_PHASES = ['UPCOMING', 'RECRUITING', 'ENTRY', 'IN_GAME', 'REBUY', 'ENDED'] as const;
export type HpcPhase = (typeof HPC_PHASES)[number];
export const HpcPhaseSchema = Type.Union([
  Type.Literal('UPCOMING'), Type.Literal('RECRUITING'), Type.Literal('ENTRY'), Type.Literal('IN_GAME'), Type.Literal('REBUY'), Type.Literal('ENDED'),
]);

/** The SPEC §3 times in the order they happen. */
export const HPC_TIME_KEYS = [
  'recruitStartTime', 'recruitEndTime', 'entryStartTime', 'gameStartTime', 'entryEndTime', 'rebuyEndTime', 'gameEndTime', 'championshipEndTime',
] as const;
export type HpcTimeKey = (typeof HPC_TIME_KEYS)[number];

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
  phase: HpcPhaseSchema,
  applied: Type.Boolean(),
});
export type HpcChampionship = Static<typeof HpcChampionshipSchema>;
export const HpcChampionshipListSchema = Type.Array(HpcChampionshipSchema);
export const HpcChampionshipPageSchema = PageSchema(HpcChampionshipSchema);
export const HpcIdParamsSchema = Type.Object({ id: titled(IdSchema, '대회 번호') });
export const HpcEndedQuerySchema = Type.Object(pageFields(10, 50));

export const HpcRankEntrySchema = Type.Object({
  rank: Type.Integer(),
  nickname: Type.String(),
  score: MoneySchema,
  prize: Nullable(MoneySchema),
  gameId: Type.String(),
});
export type HpcRankEntry = Static<typeof HpcRankEntrySchema>;
export const HpcRankQuerySchema = Type.Object({
  championshipId: Type.Optional(titled(IdSchema, '대회 번호')),
  /** part of a nickname (case-insensitive) */
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[^\\u0000-\\u001f]+$', title: '닉네임' })),
  page: Type.Optional(PageNo({ maximum: 1000 })),
  /** no default: each ranking has its own length (top5: 5, the others 100) */
  size: Type.Optional(PageSize(null, 100)),
});
export type HpcRankQuery = Static<typeof HpcRankQuerySchema>;
export const HpcRankListSchema = Type.Object({
  championshipId: Nullable(Type.Integer()),
  entries: Type.Array(HpcRankEntrySchema),
  page: Type.Integer({ minimum: 0 }),
  size: Type.Integer({ minimum: 1 }),
  totalElements: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
});
export type HpcRankList = Static<typeof HpcRankListSchema>;

export const HPC_MEDIA_AREAS = ['MAIN', 'HIGHLIGHT', 'INTERVIEW'] as const;
export type HpcMediaArea = (typeof HPC_MEDIA_AREAS)[number];
export const HpcMediaQuerySchema = Type.Object({
  displayAreaType: Type.Optional(Type.Union([Type.Literal('MAIN'), Type.Literal('HIGHLIGHT'), Type.Literal('INTERVIEW')], { title: '영상 구분' })),
});
export const HpcMediaItemSchema = Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), thumbnailUrl: Type.String(), displayAreaType: Type.String() });
export type HpcMediaItem = Static<typeof HpcMediaItemSchema>;
export const HpcMediaListSchema = Type.Array(HpcMediaItemSchema);
export const HpcComingSoonTextSchema = Type.Object({ text: Type.String(), championshipId: Nullable(Type.Integer()) });
export const HpcApplyResultSchema = Type.Object({ championshipId: Type.Integer(), applyCount: Type.Integer(), applied: Type.Boolean() });
export type HpcApplyResult = Static<typeof HpcApplyResultSchema>;

// PC-bang (PC-room) subscription and its monthly championship rounds.
export const PcBangSubscriptionSchema = Type.Object({
  subscribe: Type.Boolean(),
  type: Type.Union([Type.Literal('NONE'), Type.Literal('METER'), Type.Literal('FLAT')]),
  ip: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  receivableCapsuleFreeTicket: Type.Integer(),
});
export type PcBangSubscription = Static<typeof PcBangSubscriptionSchema>;

export const ChampionshipCountSchema = Type.Object({
  /** YYYYMM of the Korean month (one round a month) */
  round: Type.Integer(),
  /** applications in this round (all members) */
  count: Type.Integer(),
  applied: Type.Boolean(),
  /** the round's application window (Korean month), ISO instants */
  startTime: Type.Optional(Type.String()),
  endTime: Type.Optional(Type.String()),
});
export type ChampionshipCount = Static<typeof ChampionshipCountSchema>;
/** A round is YYYYMM (200001–999912). */
export const ChampionshipRoundSchema = Type.Integer({ minimum: 200001, maximum: 999912 });
export const ChampionshipApplyBodySchema = Type.Object({ round: titled(ChampionshipRoundSchema, '회차') });
export const ChampionshipCountQuerySchema = Type.Object({ round: Type.Optional(titled(ChampionshipRoundSchema, '회차')) });
