// Games, channel tiers (SPEC §9) and maintenance windows.
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const games = pgTable('games', {
  id: text('id').primaryKey(),
  className: text('class_name').notNull(),
  name: text('name').notNull(),
  isRemastered: boolean('is_remastered').notNull().default(false),
  hasOneChampionChannel: boolean('has_one_champion_channel').notNull().default(false),
  isCasino: boolean('is_casino').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type GameRow = typeof games.$inferSelect;

export const channels = pgTable(
  'channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id').notNull(),
    code: text('code').notNull(),
    /** tier key, e.g. SENIOR, CHAMPION1 */
    grade: text('grade').notNull(),
    name: text('name').notNull(),
    blue: boolean('blue').notNull().default(false),
    green: boolean('green').notNull().default(false),
    minimumGameMoney: bigint('minimum_game_money', { mode: 'bigint' }),
    maximumGameMoney: bigint('maximum_game_money', { mode: 'bigint' }),
    minimumRating: integer('minimum_rating'),
    maximumRating: integer('maximum_rating'),
    seedMoney: jsonb('seed_money').$type<string[]>().notNull(),
    admissionLevel: text('admission_level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('channels_game').on(t.gameId, t.sortOrder)],
);
export type ChannelRow = typeof channels.$inferSelect;

export const maintenances = pgTable('maintenances', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  gameIds: jsonb('game_ids').$type<string[]>().notNull(),
  message: text('message').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
});

export const gameRestrictions = pgTable(
  'game_restrictions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    gameId: text('game_id').notNull(),
    reason: text('reason').notNull(),
    expiredDate: timestamp('expired_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_restrictions_member').on(t.memberId)],
);
