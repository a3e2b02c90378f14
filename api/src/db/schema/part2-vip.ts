// VIP tables added with the VIP programme's power-chief and voice features (the VIP grade,
// benefit-claim and saved-coin tables are in part2.ts). Amounts are BIGINT (mode bigint).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type VipVoiceCategory = 'GAME' | 'PAYMENT' | 'BENEFIT' | 'ETC';
export type VipVoiceStatus = 'RECEIVED' | 'ANSWERED';

/** Power-chief monthly bonus: paid once per VIP month (the ledger row points here). */
export const vipPowerChiefClaims = pgTable(
  'vip_power_chief_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    vipMonth: text('vip_month').notNull(),
    grade: text('grade').notNull(),
    gameCount: integer('game_count').notNull(),
    money: bigint('money', { mode: 'bigint' }).notNull().default(sql`0`),
    platform: text('platform').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_power_chief_once').on(t.memberId, t.vipMonth)],
);

/** VIP voice: a VIP member's message to the VIP desk and the desk's answer. */
export const vipVoices = pgTable(
  'vip_voices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    category: text('category').$type<VipVoiceCategory>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<VipVoiceStatus>().notNull().default('RECEIVED'),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('vip_voices_member').on(t.memberId, t.createdAt)],
);
