// Games, channels, maintenance and launch (SPEC §3 Game/Stadium/Maintenance, §7 games calls).
import { Type, type Static } from 'typebox';
import { MoneySchema, Text } from './common';

export const ChannelSchema = Type.Object({
  id: Type.String({ description: 'channel code, e.g. 0010' }),
  code: Type.String(),
  grade: Type.String(),
  name: Type.String(),
  blue: Type.Boolean(),
  green: Type.Boolean(),
  minimumGameMoney: Type.Union([MoneySchema, Type.Null()]),
  maximumGameMoney: Type.Union([MoneySchema, Type.Null()]),
  minimumRating: Type.Union([Type.Integer(), Type.Null()]),
  maximumRating: Type.Union([Type.Integer(), Type.Null()]),
  seedMoney: Type.Array(MoneySchema),
  admissionLevel: Type.String(),
});
export type Channel = Static<typeof ChannelSchema>;

export const GameSchema = Type.Object({
  id: Type.String(),
  className: Type.String(),
  name: Type.String(),
  isRemastered: Type.Boolean(),
  hasOneChampionChannel: Type.Boolean(),
  isCasino: Type.Boolean(),
  inMaintenance: Type.Boolean(),
  channels: Type.Array(ChannelSchema),
});
export type Game = Static<typeof GameSchema>;

export const MaintenanceSchema = Type.Object({
  gameIds: Type.Array(Type.String()),
  startDate: Type.String(),
  endDate: Type.String(),
  message: Type.String(),
});
export type Maintenance = Static<typeof MaintenanceSchema>;

export const CasinoMaintenanceSchema = Type.Object({
  isAllMaintenance: Type.Boolean(),
  channelId: Type.String(),
  maintenances: Type.Array(MaintenanceSchema),
});
export type CasinoMaintenance = Static<typeof CasinoMaintenanceSchema>;

export const GameLaunchQuerySchema = Type.Object({
  channelId: Type.String({ pattern: '^[0-9A-Za-z]{4}$', title: '채널' }),
  miniGame: Type.Optional(Text(20, { title: '미니게임' })),
  event: Type.Optional(Text(40, { title: '이벤트' })),
  browser: Type.Optional(Text(20, { title: '브라우저' })),
});
export type GameLaunchQuery = Static<typeof GameLaunchQuerySchema>;

export const GameLaunchSchema = Type.Object({
  gameId: Type.String(),
  channelId: Type.String(),
  /** open this URL (game-client page) — valid until expiresAt */
  url: Type.String(),
  expiresAt: Type.String(),
});
export type GameLaunch = Static<typeof GameLaunchSchema>;
